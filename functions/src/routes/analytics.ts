import { Router, type Request } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { parse, route } from '../lib/http';
import { LANGUAGES } from '../shared/constants';
import { exportQuerySchema } from '../shared/schemas/quiz';
import { classAnalyticsFor, exportCsv, studentAnalyticsFor } from '../services/analytics';

/** Mounted at /quiz/analytics (spec 000 section 7); docs/quizzes.md. */
export const analyticsRouter = Router();
analyticsRouter.use(requireAuth);

const classIdOf = (req: Request) => String(req.params.classId);

/** GET /quiz/analytics/class/{classId} (class teachers) -> { data: overview, bands, students, trend, top_performers, challenges }. */
analyticsRouter.get(
  '/class/:classId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await classAnalyticsFor(classIdOf(req), caller(req).uid) });
  }),
);

const exportParamsSchema = exportQuerySchema.extend({ lang: z.enum(LANGUAGES).default('ar') });

/**
 * GET /quiz/analytics/class/{classId}/export?by=student|question&requestId=&lang= (class
 * teachers) -> text/csv; 3 sparks once per requestId (402 wallet/insufficient-sparks with
 * values.needed when short). X-Sparks-Charged and X-Sparks-Balance tell the web the cost.
 */
analyticsRouter.get(
  '/class/:classId/export',
  route(async (req, res) => {
    const { by, requestId, lang } = parse(exportParamsSchema, req.query);
    const result = await exportCsv(classIdOf(req), caller(req).uid, by, requestId, lang);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${by}.csv"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
        'Cache-Control': 'private, no-store',
        'X-Sparks-Charged': String(result.charged),
        'X-Sparks-Balance': String(result.balance),
      })
      .send(result.csv);
  }),
);

/** GET /quiz/analytics/student/{userId}/class/{classId} (the student, or class teachers) -> { data }. */
analyticsRouter.get(
  '/student/:userId/class/:classId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await studentAnalyticsFor(classIdOf(req), String(req.params.userId), caller(req).uid) });
  }),
);
