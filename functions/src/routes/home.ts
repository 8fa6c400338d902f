// /home: each role's home page in one call (docs/home.md). HTTP wiring only.
import { Router } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { parse, route } from '../lib/http';
import { homeSummary } from '../services/home';
import { noStore } from '../services/session-cookie';

export const homeRouter = Router();
homeRouter.use(requireAuth);

/** No parameters: the caller's token says whose home it is (anything else sent is ignored). */
const homeQuerySchema = z.object({});

/** GET /home -> { data: HomeSummary } for the caller's role. */
homeRouter.get(
  '/',
  route(async (req, res) => {
    parse(homeQuerySchema, req.query);
    noStore(res);
    res.json({ status: 'success', data: await homeSummary(caller(req)) });
  }),
);
