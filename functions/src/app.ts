// The /api/v1 surface: one express app, one router per resource.
import express from 'express';
import { cors } from './lib/cors';
import { errorMiddleware, notFound } from './lib/http';
import { adminRouter } from './routes/admin';
import { adminFinanceRouter } from './routes/admin-finance';
import { adminMarketRouter } from './routes/admin-market';
import { analyticsRouter } from './routes/analytics';
import { authRouter } from './routes/auth';
import { challengesRouter } from './routes/challenges';
import { classesRouter } from './routes/classes';
import { coursesMarketRouter } from './routes/courses-market';
import { feedRouter } from './routes/feed';
import { homeRouter } from './routes/home';
import { liveRouter } from './routes/live';
import { marketOrdersRouter } from './routes/market-orders';
import { marketProductsRouter } from './routes/market-products';
import { materialsRouter } from './routes/materials';
import { packagesRouter } from './routes/packages';
import { hyperpayRouter, inAppPurchasesRouter } from './routes/payments';
import { quizzesRouter } from './routes/quizzes';
import { userRouter } from './routes/user';
import { walletRouter } from './routes/wallet';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(cors);
  // Hosting forwards /api/v1/**; a direct call to the function URL has no prefix.
  const v1 = express.Router();
  v1.use('/auth', authRouter);
  v1.use('/user', userRouter);
  v1.use('/admin/market', adminMarketRouter);
  v1.use('/admin/market', adminFinanceRouter);
  v1.use('/admin', adminRouter);
  v1.use('/wallet', walletRouter);
  v1.use('/packages', packagesRouter);
  v1.use('/in-app-purchases', inAppPurchasesRouter);
  v1.use('/hyperpay', hyperpayRouter);
  v1.use('/market', marketProductsRouter, marketOrdersRouter);
  v1.use('/classes/:classId/materials', materialsRouter);
  v1.use('/classes/:classId/challenges', challengesRouter);
  v1.use('/classes', classesRouter);
  v1.use('/feed', feedRouter);
  v1.use('/quizzes', quizzesRouter);
  v1.use('/quiz/analytics', analyticsRouter);
  v1.use('/live', liveRouter);
  v1.use('/home', homeRouter);
  v1.use('/courses-marketplace', coursesMarketRouter);
  app.use('/api/v1', v1);
  app.use(v1);
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}
