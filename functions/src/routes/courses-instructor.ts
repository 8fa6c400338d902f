// Instructor course authoring (docs/courses.md, "API"): /instructor/courses, chapters,
// lessons, uploads, and /teacher-courses. Teachers author their own courses; see
// services/courses/repo.ts for who may do what.
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import {
  bulkCourseStatusSchema, chapterBodySchema, courseOrderSchema, courseStatusChangeSchema, courseUploadSchema, createCourseSchema,
  createLessonSchema, updateCourseSchema, updateLessonSchema,
} from '../shared/schemas/course';
import { moveCourse, moveCourses } from '../services/courses/change-status';
import { addChapter, deleteChapter, renameChapter } from '../services/courses/chapters';
import { completeCourseFile, declareCourseFile } from '../services/courses/course-files';
import { createCourse } from '../services/courses/create-course';
import { deleteCourse } from '../services/courses/delete-course';
import { getCourse, getCourseStatus } from '../services/courses/get-course';
import { addLesson, deleteLesson, updateLesson } from '../services/courses/lessons';
import { listOwnCourses } from '../services/courses/list-courses';
import { reorderCourse } from '../services/courses/reorder';
import { updateCourse } from '../services/courses/update-course';
import { noStoreAll } from '../services/session-cookie';

export const instructorRouter = Router();
export const teacherCoursesRouter = Router();

for (const router of [instructorRouter, teacherCoursesRouter]) {
  router.use(requireAuth, noStoreAll);
}

/** GET /teacher-courses -> { data: Course[] }: the courses the teacher teaches (their own until centres assign, issue 12). */
teacherCoursesRouter.get(
  '/',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listOwnCourses(caller(req)) });
  }),
);

/** GET /instructor/courses -> { data: Course[] }, the caller's own, newest change first. */
instructorRouter.get(
  '/courses',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listOwnCourses(caller(req)) });
  }),
);

/** POST /instructor/courses -> 201 { data: Course } (Draft). */
instructorRouter.post(
  '/courses',
  route(async (req, res) => {
    const input = parse(createCourseSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await createCourse(caller(req), input) });
  }),
);

/** PATCH /instructor/courses/bulk-status { courseIds, status } -> { data: Course[], message }; all or nothing (409 course/bulk-blocked). */
instructorRouter.patch(
  '/courses/bulk-status',
  route(async (req, res) => {
    const input = parse(bulkCourseStatusSchema, jsonBody(req));
    res.json({ status: 'success', ...(await moveCourses(caller(req), 'owner', input.courseIds, input.status)) });
  }),
);

/** GET /instructor/courses/{id} -> { data: CourseDetail }. */
instructorRouter.get(
  '/courses/:courseId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getCourse(caller(req), param(req, 'courseId')) });
  }),
);

/** PUT /instructor/courses/{id} -> { data: Course } (Draft, Rejected or Assigned only). */
instructorRouter.put(
  '/courses/:courseId',
  route(async (req, res) => {
    const input = parse(updateCourseSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateCourse(caller(req), param(req, 'courseId'), input) });
  }),
);

/** DELETE /instructor/courses/{id} -> { data: { id } }. */
instructorRouter.delete(
  '/courses/:courseId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteCourse(caller(req), param(req, 'courseId')) });
  }),
);

/** GET /instructor/courses/{id}/status -> { data: CourseStatusInfo }. */
instructorRouter.get(
  '/courses/:courseId/status',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getCourseStatus(caller(req), param(req, 'courseId')) });
  }),
);

/** PATCH /instructor/courses/{id}/status { status } -> { data: Course, message: 'Course moved to {status}' }. */
instructorRouter.patch(
  '/courses/:courseId/status',
  route(async (req, res) => {
    const input = parse(courseStatusChangeSchema, jsonBody(req));
    res.json({ status: 'success', ...(await moveCourse(caller(req), 'owner', param(req, 'courseId'), input.status)) });
  }),
);

/** PATCH /instructor/courses/{id}/order { chapters: [{ id, lessons: [id] }] } -> { data: CourseDetail }. */
instructorRouter.patch(
  '/courses/:courseId/order',
  route(async (req, res) => {
    const input = parse(courseOrderSchema, jsonBody(req));
    res.json({ status: 'success', data: await reorderCourse(caller(req), param(req, 'courseId'), input) });
  }),
);

/** POST /instructor/courses/{id}/uploads { kind, content_type, size } -> 201 { data: { file_id, upload } }. */
instructorRouter.post(
  '/courses/:courseId/uploads',
  route(async (req, res) => {
    const input = parse(courseUploadSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await declareCourseFile(caller(req), param(req, 'courseId'), input, req.get('origin')) });
  }),
);

/** POST /instructor/courses/{id}/uploads/{fileId}/complete -> { data: { id, url } }; 409 upload/not-finished, 422 upload/invalid-file. */
instructorRouter.post(
  '/courses/:courseId/uploads/:fileId/complete',
  route(async (req, res) => {
    res.json({ status: 'success', data: await completeCourseFile(caller(req), param(req, 'courseId'), param(req, 'fileId')) });
  }),
);

/** POST /instructor/courses/{id}/chapters { title } -> 201 { data: Chapter }. */
instructorRouter.post(
  '/courses/:courseId/chapters',
  route(async (req, res) => {
    const input = parse(chapterBodySchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await addChapter(caller(req), param(req, 'courseId'), input) });
  }),
);

/** PUT /instructor/chapters/{id} { title } -> { data: Chapter }. */
instructorRouter.put(
  '/chapters/:chapterId',
  route(async (req, res) => {
    const input = parse(chapterBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await renameChapter(caller(req), param(req, 'chapterId'), input) });
  }),
);

/** DELETE /instructor/chapters/{id} -> { data: { id } } (its lessons too). */
instructorRouter.delete(
  '/chapters/:chapterId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteChapter(caller(req), param(req, 'chapterId')) });
  }),
);

/** POST /instructor/chapters/{id}/lessons { title, type, duration, ... } -> 201 { data: Lesson }. */
instructorRouter.post(
  '/chapters/:chapterId/lessons',
  route(async (req, res) => {
    const input = parse(createLessonSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await addLesson(caller(req), param(req, 'chapterId'), input) });
  }),
);

/** PUT /instructor/lessons/{id} -> { data: Lesson }. */
instructorRouter.put(
  '/lessons/:lessonId',
  route(async (req, res) => {
    const input = parse(updateLessonSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateLesson(caller(req), param(req, 'lessonId'), input) });
  }),
);

/** DELETE /instructor/lessons/{id} -> { data: { id } }. */
instructorRouter.delete(
  '/lessons/:lessonId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteLesson(caller(req), param(req, 'lessonId')) });
  }),
);
