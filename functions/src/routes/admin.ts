// /admin: operations only administrators (by the user_type claim) may call. HTTP wiring only.
import { Router } from 'express';
import { jsonBody, parse, route } from '../lib/http';
import { requireAuth, requireUserType } from '../lib/auth-context';
import { grantUserTypeRequestSchema } from '../shared/schemas/user';
import { noStore } from '../services/session-cookie';
import { grantUserType } from '../services/users-repo';

export const adminRouter = Router();

adminRouter.use(requireAuth, requireUserType('administrator'), (_req, res, next) => {
  noStore(res);
  next();
});

/** Grants any user type, administrator included; the user sees it in their next token. */
adminRouter.post(
  '/users/:uid/user-type',
  route(async (req, res) => {
    const uid = String(req.params.uid);
    const { user_type } = parse(grantUserTypeRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await grantUserType(uid, user_type) });
  }),
);
