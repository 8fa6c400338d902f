// /admin/courses: administrators review courses In Review (docs/courses.md): publish, or
// reject with a reason, one or many (all or nothing).
import { Router, type NextFunction, type Request, type Response } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { ApiError, jsonBody, parse, route } from '../lib/http';
import { adminBulkReviewSchema, adminCourseReviewSchema, adminCoursesQuerySchema } from '../shared/schemas/course';
import { moveCourse, moveCourses } from '../services/courses/change-status';
import { listCoursesByStatus } from '../services/courses/list-courses';
import { noStore } from '../services/session-cookie';

export const adminCoursesRouter = Router();

adminCoursesRouter.use(requireAuth, (req: Request, res: Response, next: NextFunction): void => {
  noStore(res);
  next(req.caller?.userType === 'administrator' ? undefined : new ApiError('course/admins-only'));
});

/** GET /admin/courses?status=In Review -> { data: Course[] }, oldest status change first. */
adminCoursesRouter.get(
  '/',
  route(async (req, res) => {
    const query = parse(adminCoursesQuerySchema, req.query);
    res.json({ status: 'success', data: await listCoursesByStatus(query.status) });
  }),
);

/** PATCH /admin/courses/bulk-status { courseIds, status, reason? } -> { data: Course[], message }. */
adminCoursesRouter.patch(
  '/bulk-status',
  route(async (req, res) => {
    const input = parse(adminBulkReviewSchema, jsonBody(req));
    res.json({ status: 'success', ...(await moveCourses(caller(req), 'administrator', input.courseIds, input.status, input.reason)) });
  }),
);

/** PATCH /admin/courses/{id}/status { status: Published | Rejected, reason? } -> { data: Course, message }. */
adminCoursesRouter.patch(
  '/:courseId/status',
  route(async (req, res) => {
    const input = parse(adminCourseReviewSchema, jsonBody(req));
    res.json({ status: 'success', ...(await moveCourse(caller(req), 'administrator', String(req.params.courseId), input.status, input.reason)) });
  }),
);
