// The invited teacher's side of centre invitations (docs/centres.md, "Enterprise teachers"):
// teachers only (403 centre/teachers-only for everyone else).
import { Router, type NextFunction, type Request, type Response } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { route } from '../lib/http';
import { answerInvitation, leaveCentre, listTeacherInvitations, requireTeacher } from '../services/centres/teacher-invitations';
import { noStore } from '../services/session-cookie';

export const centreInvitationsRouter = Router();

function teachersOnly(req: Request, res: Response, next: NextFunction): void {
  noStore(res);
  try {
    requireTeacher(caller(req));
    next();
  } catch (error) {
    next(error);
  }
}

centreInvitationsRouter.use(requireAuth, teachersOnly);

/** GET /centre-invitations -> { data: TeacherInvitation[], centres: [{id, name}] }. */
centreInvitationsRouter.get(
  '/',
  route(async (req, res) => {
    const { invitations, centres } = await listTeacherInvitations(caller(req));
    res.json({ status: 'success', data: invitations, centres });
  }),
);

/** POST /centre-invitations/{id}/accept -> { data: invitation with status }; the teacher joins the centre. */
centreInvitationsRouter.post(
  '/:inviteId/accept',
  route(async (req, res) => {
    res.json({ status: 'success', data: await answerInvitation(caller(req), String(req.params.inviteId), 'accepted') });
  }),
);

/** POST /centre-invitations/{id}/decline -> { data: invitation with status }. */
centreInvitationsRouter.post(
  '/:inviteId/decline',
  route(async (req, res) => {
    res.json({ status: 'success', data: await answerInvitation(caller(req), String(req.params.inviteId), 'declined') });
  }),
);

/** DELETE /centre-invitations/centres/{enterpriseId} -> { data: {id} }: the teacher leaves the centre. */
centreInvitationsRouter.delete(
  '/centres/:enterpriseId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await leaveCentre(caller(req), String(req.params.enterpriseId)) });
  }),
);
