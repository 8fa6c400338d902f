// Enterprise teachers (docs/centres.md, "Enterprise teachers"; spec 001 section 7): a centre
// lists, adds (by id, or by e-mail through an invitation), reads and removes its teachers. A
// centre acts only for itself; an administrator for any centre (the id in the path or body).
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { addEnterpriseTeacherSchema, inviteEnterpriseTeacherSchema } from '../shared/schemas/centre-teachers';
import { addTeacher } from '../services/centres/add-teacher';
import { getTeacher } from '../services/centres/get-teacher';
import { inviteTeacher } from '../services/centres/invite-teacher';
import { listTeachers } from '../services/centres/list-teachers';
import { centreFor, centresAndAdmins } from '../services/centres/membership';
import { removeTeacher } from '../services/centres/remove-teacher';
import { noStoreAll } from '../services/session-cookie';

export const enterpriseTeachersRouter = Router();

enterpriseTeachersRouter.use(requireAuth, noStoreAll, centresAndAdmins);

/** POST /enterprise-teachers {enterprise_id, teacher_id} -> 201 (200 when already there) { data: EnterpriseTeacher, message }. */
enterpriseTeachersRouter.post(
  '/',
  route(async (req, res) => {
    const who = caller(req);
    const body = parse(addEnterpriseTeacherSchema, jsonBody(req));
    const centreUid = centreFor(who, body.enterprise_id);
    const { teacher, created } = await addTeacher(who, centreUid, body.teacher_id);
    res.status(created ? 201 : 200).json({ status: 'success', data: teacher, message: 'Teacher added to enterprise successfully!' });
  }),
);

/** POST /enterprise-teachers/email {enterprise_id, teacher_email} -> 201 (200 when nothing new was sent) { data: {invitation}, message }. */
enterpriseTeachersRouter.post(
  '/email',
  route(async (req, res) => {
    const who = caller(req);
    const body = parse(inviteEnterpriseTeacherSchema, jsonBody(req));
    const centreUid = centreFor(who, body.enterprise_id);
    const { invitation, outcome } = await inviteTeacher(who, centreUid, body.teacher_email);
    const message = outcome === 'member' ? 'Teacher added to enterprise successfully!' : `Invitation sent to ${invitation.email}`;
    res.status(outcome === 'sent' ? 201 : 200).json({ status: 'success', data: { invitation, outcome }, message });
  }),
);

/** GET /enterprise-teachers/{enterpriseId} -> { data: EnterpriseTeacher[], invitations: PendingInvite[] }. */
enterpriseTeachersRouter.get(
  '/:enterpriseId',
  route(async (req, res) => {
    const centreUid = centreFor(caller(req), req.params.enterpriseId);
    const { data, invitations } = await listTeachers(centreUid);
    res.json({ status: 'success', data, invitations });
  }),
);

/** GET /enterprise-teachers/{enterpriseId}/{teacherId} -> { data: EnterpriseTeacherDetail }; 404 centre/teacher-not-found. */
enterpriseTeachersRouter.get(
  '/:enterpriseId/:teacherId',
  route(async (req, res) => {
    const centreUid = centreFor(caller(req), req.params.enterpriseId);
    res.json({ status: 'success', data: await getTeacher(centreUid, String(req.params.teacherId)) });
  }),
);

/** DELETE /enterprise-teachers/{enterpriseId}/{teacherId} -> { data: {id}, message }; their courses go back to the centre. */
enterpriseTeachersRouter.delete(
  '/:enterpriseId/:teacherId',
  route(async (req, res) => {
    const centreUid = centreFor(caller(req), req.params.enterpriseId);
    const data = await removeTeacher(centreUid, String(req.params.teacherId));
    res.json({ status: 'success', data, message: 'Teacher removed from enterprise successfully!' });
  }),
);
