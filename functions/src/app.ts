// The /api/v1 surface: one express app, one router per resource.
import express from 'express';
import { errorMiddleware, notFound } from './lib/http';
import { adminRouter } from './routes/admin';
import { authRouter } from './routes/auth';
import { classesRouter } from './routes/classes';
import { feedRouter } from './routes/feed';
import { materialsRouter } from './routes/materials';
import { packagesRouter } from './routes/packages';
import { userRouter } from './routes/user';
import { walletRouter } from './routes/wallet';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  // Hosting forwards /api/v1/**; a direct call to the function URL has no prefix.
  const v1 = express.Router();
  v1.use('/auth', authRouter);
  v1.use('/user', userRouter);
  v1.use('/admin', adminRouter);
  v1.use('/wallet', walletRouter);
  v1.use('/packages', packagesRouter);
  v1.use('/classes/:classId/materials', materialsRouter);
  v1.use('/classes', classesRouter);
  v1.use('/feed', feedRouter);
  app.use('/api/v1', v1);
  app.use(v1);
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}
