// /enterprise-courses (docs/centres.md, "Enterprise courses"): a training centre's courses, each
// assigned to one of its teachers. Centres act for themselves, administrators name the centre
// with ?enterprise=; teachers and students get 403 centre/centres-only. Everything but create
// and PUT is the course services called as the centre (CourseCaller.centre).
import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import {
  adminBulkReviewSchema, adminCourseReviewSchema, chapterBodySchema, courseOrderSchema, courseUploadSchema, createLessonSchema,
  updateLessonSchema,
} from '../shared/schemas/course';
import { createEnterpriseCourseSchema, enterpriseQuerySchema, updateEnterpriseCourseSchema } from '../shared/schemas/enterprise-course';
import { centreFor, centresAndAdmins } from '../services/centres/membership';
import {
  createEnterpriseCourse, toEnterpriseCourse, toEnterpriseCourseDetail, updateEnterpriseCourse,
} from '../services/centres/enterprise-courses';
import { moveCourse, moveCourses } from '../services/courses/change-status';
import { addChapter, deleteChapter, renameChapter } from '../services/courses/chapters';
import { completeCourseFile, declareCourseFile } from '../services/courses/course-files';
import { deleteCourse } from '../services/courses/delete-course';
import { getCourse, getCourseStatus } from '../services/courses/get-course';
import { addLesson, deleteLesson, updateLesson } from '../services/courses/lessons';
import { listCentreCourses } from '../services/courses/list-courses';
import { reorderCourse } from '../services/courses/reorder';
import type { CourseCaller } from '../services/courses/repo';
import { noStoreAll } from '../services/session-cookie';

export const enterpriseCoursesRouter = Router();

enterpriseCoursesRouter.use(requireAuth, noStoreAll, centresAndAdmins);

/** The caller acting as the centre: their own, or the one an administrator names (`named` from a body). */
function asCentre(req: Request, named?: string | null): CourseCaller & { centre: string } {
  const who = caller(req);
  const query = parse(enterpriseQuerySchema, req.query);
  return { ...who, centre: centreFor(who, query.enterprise ?? named ?? undefined) };
}

/** GET /enterprise-courses -> { data: EnterpriseCourse[] } newest change first. */
enterpriseCoursesRouter.get(
  '/',
  route(async (req, res) => {
    const who = asCentre(req);
    res.json({ status: 'success', data: (await listCentreCourses(who.centre)).map(toEnterpriseCourse) });
  }),
);

/** POST /enterprise-courses -> 201 { data: EnterpriseCourse } (Assigned). */
enterpriseCoursesRouter.post(
  '/',
  route(async (req, res) => {
    const body = jsonBody(req);
    // Who may call comes first: a student's well-formed body is still 403, not 400.
    asCentre(req);
    const input = parse(createEnterpriseCourseSchema, body);
    const who = asCentre(req, input.enterprise);
    res.status(201).json({ status: 'success', data: await createEnterpriseCourse(who.centre, input) });
  }),
);

/** PATCH /enterprise-courses/bulk-status { courseIds, status, reason? } -> { data, message }; all or nothing. */
enterpriseCoursesRouter.patch(
  '/bulk-status',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(adminBulkReviewSchema, jsonBody(req));
    const result = await moveCourses(who, 'centre', input.courseIds, input.status, input.reason);
    res.json({ status: 'success', data: result.data.map(toEnterpriseCourse), message: result.message });
  }),
);

/** PUT /enterprise-courses/chapters/{id} { title } -> { data: Chapter }. */
enterpriseCoursesRouter.put(
  '/chapters/:chapterId',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(chapterBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await renameChapter(who, param(req, 'chapterId'), input) });
  }),
);

/** DELETE /enterprise-courses/chapters/{id} -> { data: { id } }. */
enterpriseCoursesRouter.delete(
  '/chapters/:chapterId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteChapter(asCentre(req), param(req, 'chapterId')) });
  }),
);

/** POST /enterprise-courses/chapters/{id}/lessons { title, type, duration, ... } -> 201 { data: Lesson }. */
enterpriseCoursesRouter.post(
  '/chapters/:chapterId/lessons',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(createLessonSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await addLesson(who, param(req, 'chapterId'), input) });
  }),
);

/** PUT /enterprise-courses/lessons/{id} -> { data: Lesson }. */
enterpriseCoursesRouter.put(
  '/lessons/:lessonId',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(updateLessonSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateLesson(who, param(req, 'lessonId'), input) });
  }),
);

/** DELETE /enterprise-courses/lessons/{id} -> { data: { id } }. */
enterpriseCoursesRouter.delete(
  '/lessons/:lessonId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteLesson(asCentre(req), param(req, 'lessonId')) });
  }),
);

/** GET /enterprise-courses/{id} -> { data: EnterpriseCourse & { chapters } }. */
enterpriseCoursesRouter.get(
  '/:courseId',
  route(async (req, res) => {
    res.json({ status: 'success', data: toEnterpriseCourseDetail(await getCourse(asCentre(req), param(req, 'courseId'))) });
  }),
);

/** PUT /enterprise-courses/{id} -> { data: EnterpriseCourse } (Draft, Assigned or Rejected). */
enterpriseCoursesRouter.put(
  '/:courseId',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(updateEnterpriseCourseSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateEnterpriseCourse(who, param(req, 'courseId'), input) });
  }),
);

/** DELETE /enterprise-courses/{id} -> { data: { id } } (Draft, Assigned or Rejected). */
enterpriseCoursesRouter.delete(
  '/:courseId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteCourse(asCentre(req), param(req, 'courseId')) });
  }),
);

/** GET /enterprise-courses/{id}/status -> { data: CourseStatusInfo }. */
enterpriseCoursesRouter.get(
  '/:courseId/status',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getCourseStatus(asCentre(req), param(req, 'courseId')) });
  }),
);

/** PATCH /enterprise-courses/{id}/status { status, reason? } -> { data, message: 'Course moved to {status}' }. */
enterpriseCoursesRouter.patch(
  '/:courseId/status',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(adminCourseReviewSchema, jsonBody(req));
    const result = await moveCourse(who, 'centre', param(req, 'courseId'), input.status, input.reason);
    res.json({ status: 'success', data: toEnterpriseCourse(result.data), message: result.message });
  }),
);

/** PATCH /enterprise-courses/{id}/order { chapters: [{ id, lessons }] } -> { data: CourseDetail }. */
enterpriseCoursesRouter.patch(
  '/:courseId/order',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(courseOrderSchema, jsonBody(req));
    res.json({ status: 'success', data: toEnterpriseCourseDetail(await reorderCourse(who, param(req, 'courseId'), input)) });
  }),
);

/** POST /enterprise-courses/{id}/chapters { title } -> 201 { data: Chapter }. */
enterpriseCoursesRouter.post(
  '/:courseId/chapters',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(chapterBodySchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await addChapter(who, param(req, 'courseId'), input) });
  }),
);

/** POST /enterprise-courses/{id}/uploads { kind, content_type, size } -> 201 { data: { file_id, upload } }. */
enterpriseCoursesRouter.post(
  '/:courseId/uploads',
  route(async (req, res) => {
    const who = asCentre(req);
    const input = parse(courseUploadSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await declareCourseFile(who, param(req, 'courseId'), input, req.get('origin')) });
  }),
);

/** POST /enterprise-courses/{id}/uploads/{fileId}/complete -> { data: { id, url } }. */
enterpriseCoursesRouter.post(
  '/:courseId/uploads/:fileId/complete',
  route(async (req, res) => {
    res.json({ status: 'success', data: await completeCourseFile(asCentre(req), param(req, 'courseId'), param(req, 'fileId')) });
  }),
);
