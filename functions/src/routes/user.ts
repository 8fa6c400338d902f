// /user (the caller's profile and account) and /user/pref (their preferences). HTTP wiring only.
import { Router } from 'express';
import { jsonBody, parse, route } from '../lib/http';
import { caller, requireAuth } from '../lib/auth-context';
import { updatePreferencesRequestSchema } from '../shared/schemas/preferences';
import { updateUserRequestSchema } from '../shared/schemas/user';
import { getPreferences, updatePreferences } from '../services/preferences-repo';
import { clearSessionCookie, noStoreAll } from '../services/session-cookie';
import { deleteAccount, getUserDto, updateProfile } from '../services/users-repo';

export const userRouter = Router();

userRouter.use(requireAuth, noStoreAll);

userRouter.get(
  '/pref',
  route(async (req, res) => {
    res.json({ status: 'success', preferences: await getPreferences(caller(req).uid) });
  }),
);

userRouter.patch(
  '/pref',
  route(async (req, res) => {
    const patch = parse(updatePreferencesRequestSchema, jsonBody(req));
    res.json({ status: 'success', preferences: await updatePreferences(caller(req).uid, patch) });
  }),
);

userRouter.get(
  '/',
  route(async (req, res) => {
    const { uid, email, verified } = caller(req);
    res.json({ status: 'success', data: await getUserDto(uid, email, verified) });
  }),
);

userRouter.patch(
  '/',
  route(async (req, res) => {
    const input = parse(updateUserRequestSchema, jsonBody(req));
    const { uid, email } = caller(req);
    res.json({ status: 'success', data: await updateProfile(uid, email, input) });
  }),
);

userRouter.delete(
  '/',
  route(async (req, res) => {
    await deleteAccount(caller(req).uid);
    clearSessionCookie(req, res);
    res.json({ status: 'success', message: 'Your account has been deleted.' });
  }),
);
