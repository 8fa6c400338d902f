// The learner side of courses (docs/courses.md, "Enrolment and learning"): enrolment with
// sparks, My Learning (/purchased-courses), reviews, the course overview, the hub's counts and
// the instructor's list of learners. Signed-in, verified users.
import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { COURSE_ENROLLED, COURSE_RENEWED, enroll, renew } from '../services/courses/enroll';
import { confirmProgress, getPurchasedCourse, listPurchasedCourses } from '../services/courses/enrollments';
import { coursesHub } from '../services/courses/hub';
import { listCourseEnrollments } from '../services/courses/learners';
import { getOverview } from '../services/courses/overview';
import { addReview, listReviews } from '../services/courses/reviews';
import { noStoreAll } from '../services/session-cookie';
import {
  enrollBodySchema, progressBodySchema, renewBodySchema, reviewBodySchema, reviewsQuerySchema,
} from '../shared/schemas/course-learning';

export const coursesLearningRouter = Router();
export const purchasedCoursesRouter = Router();
export const instructorLearnersRouter = Router();

for (const router of [coursesLearningRouter, purchasedCoursesRouter, instructorLearnersRouter]) {
  router.use(requireAuth, noStoreAll);
}

const courseId = (req: Request) => String(req.params.courseId);

/** GET /courses/hub -> { data: CoursesHub }. */
coursesLearningRouter.get(
  '/hub',
  route(async (req, res) => {
    res.json({ status: 'success', data: await coursesHub(caller(req)) });
  }),
);

/** POST /courses/{courseId}/enroll { order_id } -> 201 { data: PurchasedCourse, message }; the same order id again -> 200, nothing charged. */
coursesLearningRouter.post(
  '/:courseId/enroll',
  route(async (req, res) => {
    const input = parse(enrollBodySchema, jsonBody(req));
    const result = await enroll(caller(req), courseId(req), input.order_id);
    res.status(result.replayed ? 200 : 201).json({ status: 'success', data: result.course, message: COURSE_ENROLLED });
  }),
);

/** GET /courses/{courseId}/overview -> { data: CourseOverview }. */
coursesLearningRouter.get(
  '/:courseId/overview',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getOverview(caller(req), courseId(req)) });
  }),
);

/** GET /courses/{courseId}/reviews?limit&after -> { data: Review[], summary }. */
coursesLearningRouter.get(
  '/:courseId/reviews',
  route(async (req, res) => {
    const query = parse(reviewsQuerySchema, req.query);
    res.json({ status: 'success', ...(await listReviews(caller(req), courseId(req), query)) });
  }),
);

/** POST /courses/{courseId}/reviews { rating, comment } -> 201 { data: Review }. */
coursesLearningRouter.post(
  '/:courseId/reviews',
  route(async (req, res) => {
    const input = parse(reviewBodySchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await addReview(caller(req), courseId(req), input) });
  }),
);

/** GET /purchased-courses -> { data: PurchasedCourse[] }, most recently accessed first. */
purchasedCoursesRouter.get(
  '/',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listPurchasedCourses(caller(req).uid) });
  }),
);

/** GET /purchased-courses/{courseId} -> { data: PurchasedCourse }. */
purchasedCoursesRouter.get(
  '/:courseId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getPurchasedCourse(caller(req).uid, courseId(req)) });
  }),
);

/** PATCH /purchased-courses/{courseId}/progress { progress } -> { data: PurchasedCourse } when it equals the earned progress, else 409. */
purchasedCoursesRouter.patch(
  '/:courseId/progress',
  route(async (req, res) => {
    const input = parse(progressBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await confirmProgress(caller(req), courseId(req), input.progress) });
  }),
);

/** POST /purchased-courses/{courseId}/renew { order_id? } -> { data: PurchasedCourse, message: 'Course access renewed successfully!' }. */
purchasedCoursesRouter.post(
  '/:courseId/renew',
  route(async (req, res) => {
    const input = parse(renewBodySchema, jsonBody(req));
    const result = await renew(caller(req), courseId(req), input.order_id);
    res.json({ status: 'success', data: result.course, message: COURSE_RENEWED });
  }),
);

/** GET /instructor/courses/{courseId}/enrollments -> { data: CourseEnrollmentRow[] } (owner, administrators). */
instructorLearnersRouter.get(
  '/courses/:courseId/enrollments',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listCourseEnrollments(caller(req), courseId(req)) });
  }),
);
