// The /training-centre area (docs/centres.md, "The area"): centres act for themselves,
// administrators for the centre they name with ?enterprise=; teachers and students get 403
// centre/centres-only. Every answer is private (no-store).
import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { ApiError, jsonBody, param, parse, route } from '../lib/http';
import {
  centreLogoUploadSchema, centreQuerySchema, centreSettingsSchema, studentAccessSchema,
} from '../shared/schemas/centre-area';
import { getCentreAnalytics } from '../services/centres/analytics';
import { centreAnalyticsCsv } from '../services/centres/analytics-csv';
import { listCentreClasses } from '../services/centres/centre-classes';
import { listCentres } from '../services/centres/list-centres';
import { centreFor, centresAndAdmins } from '../services/centres/membership';
import { getCentreOverview } from '../services/centres/overview';
import { getCentreSettings, saveCentreSettings } from '../services/centres/settings';
import { completeCentreLogo, declareCentreLogo } from '../services/centres/settings-logo';
import { setStudentAccess } from '../services/centres/student-access';
import { listCentreStudents } from '../services/centres/students';
import { noStoreAll } from '../services/session-cookie';

export const trainingCentreRouter = Router();

trainingCentreRouter.use(requireAuth, noStoreAll, centresAndAdmins);

/** The centre the caller acts for, and the parsed query. */
function scope(req: Request) {
  const query = parse(centreQuerySchema, req.query);
  return { centre: centreFor(caller(req), query.enterprise), query };
}

/** GET /training-centre/centres (administrators) -> { data: CentreSummary[] }. */
trainingCentreRouter.get(
  '/centres',
  route(async (req, res) => {
    const who = caller(req);
    if (who.userType !== 'administrator') throw new ApiError(who.userType === 'centers' ? 'auth/forbidden' : 'centre/centres-only');
    res.json({ status: 'success', data: await listCentres() });
  }),
);

/** GET /training-centre/overview -> { data: CentreOverview }. */
trainingCentreRouter.get(
  '/overview',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getCentreOverview(scope(req).centre) });
  }),
);

/** GET /training-centre/classes -> { data: CentreClass[] } (read-only). */
trainingCentreRouter.get(
  '/classes',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listCentreClasses(scope(req).centre) });
  }),
);

/** GET /training-centre/students?search= -> { data: CentreStudent[] }. */
trainingCentreRouter.get(
  '/students',
  route(async (req, res) => {
    const { centre, query } = scope(req);
    res.json({ status: 'success', data: await listCentreStudents(centre, query.search) });
  }),
);

/** PUT /training-centre/students/{studentId}/access { active } -> { data: { id, deactivated } }; 404 centre/student-not-found. */
trainingCentreRouter.put(
  '/students/:studentId/access',
  route(async (req, res) => {
    const { centre } = scope(req);
    const { active } = parse(studentAccessSchema, jsonBody(req));
    res.json({ status: 'success', data: await setStudentAccess(caller(req), centre, param(req, 'studentId'), active) });
  }),
);

/** GET /training-centre/analytics -> { data: CentreAnalytics }. */
trainingCentreRouter.get(
  '/analytics',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getCentreAnalytics(scope(req).centre) });
  }),
);

/** GET /training-centre/analytics.csv -> text/csv attachment (UTF-8 with BOM): a row per course, then per class. */
trainingCentreRouter.get(
  '/analytics.csv',
  route(async (req, res) => {
    const csv = await centreAnalyticsCsv(scope(req).centre);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="centre-analytics.csv"',
        'Cache-Control': 'private, no-store',
      })
      .send(csv);
  }),
);

/** GET /training-centre/settings -> { data: CentreSettings } (defaults until saved). */
trainingCentreRouter.get(
  '/settings',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getCentreSettings(scope(req).centre) });
  }),
);

/** PUT /training-centre/settings { name, contact_email?, contact_phone?, website?, join_code_days, default_language, logo_id? } -> { data: CentreSettings }. */
trainingCentreRouter.put(
  '/settings',
  route(async (req, res) => {
    const { centre } = scope(req);
    const input = parse(centreSettingsSchema, jsonBody(req));
    res.json({ status: 'success', data: await saveCentreSettings(centre, input) });
  }),
);

/** POST /training-centre/settings/uploads { content_type, size } -> 201 { data: { file_id, upload } }. */
trainingCentreRouter.post(
  '/settings/uploads',
  route(async (req, res) => {
    const { centre } = scope(req);
    const input = parse(centreLogoUploadSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await declareCentreLogo(centre, caller(req).uid, input, req.get('origin')) });
  }),
);

/** POST /training-centre/settings/uploads/{fileId}/complete -> { data: { id, url } }; 409 upload/not-finished, 422 upload/invalid-file. */
trainingCentreRouter.post(
  '/settings/uploads/:fileId/complete',
  route(async (req, res) => {
    res.json({ status: 'success', data: await completeCentreLogo(scope(req).centre, param(req, 'fileId')) });
  }),
);
