// The lesson viewer's API (docs/courses.md, "Lessons"): /courses/{courseId}/learn, lesson
// content, video heartbeats, quiz lessons, assignment submissions, notes and the helpful vote;
// and the instructor's side of submissions. Signed-in, verified callers; access per lesson in
// services/courses/learn.ts.
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import {
  gradeSubmissionBodySchema, lessonHelpfulBodySchema, lessonNotesBodySchema, lessonProgressBodySchema, lessonQuizBodySchema,
  submissionUploadBodySchema,
} from '../shared/schemas/course-learning';
import { getLearn } from '../services/courses/learn';
import { getLessonContent } from '../services/courses/lesson-content';
import { recordHeartbeat, setHelpful } from '../services/courses/lesson-progress';
import { submitLessonQuiz } from '../services/courses/lesson-quiz';
import { saveNotes } from '../services/courses/notes';
import { completeSubmission, declareSubmission, gradeSubmission, listSubmissions } from '../services/courses/submissions';
import { noStoreAll } from '../services/session-cookie';

/** Mounted at /courses. */
export const courseLessonsRouter = Router();
/** Mounted at /instructor. */
export const instructorSubmissionsRouter = Router();

for (const router of [courseLessonsRouter, instructorSubmissionsRouter]) {
  router.use(requireAuth, noStoreAll);
}
const lessonPath = '/:courseId/lessons/:lessonId';

/** GET /courses/{courseId}/learn -> { data: CourseLearn }. */
courseLessonsRouter.get(
  '/:courseId/learn',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getLearn(caller(req), param(req, 'courseId')) });
  }),
);

/** GET /courses/{courseId}/lessons/{lessonId} -> { data: LessonContent }; 403 course-learning/locked. */
courseLessonsRouter.get(
  lessonPath,
  route(async (req, res) => {
    res.json({ status: 'success', data: await getLessonContent(caller(req), param(req, 'courseId'), param(req, 'lessonId')) });
  }),
);

/** POST /courses/{courseId}/lessons/{lessonId}/progress { position, duration } -> { data: { completed, progress } }. */
courseLessonsRouter.post(
  `${lessonPath}/progress`,
  route(async (req, res) => {
    const input = parse(lessonProgressBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await recordHeartbeat(caller(req), param(req, 'courseId'), param(req, 'lessonId'), input) });
  }),
);

/** POST /courses/{courseId}/lessons/{lessonId}/quiz { answers: [{ question_id, answer }] } -> { data: { score, passed, completed, progress } }. */
courseLessonsRouter.post(
  `${lessonPath}/quiz`,
  route(async (req, res) => {
    const input = parse(lessonQuizBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await submitLessonQuiz(caller(req), param(req, 'courseId'), param(req, 'lessonId'), input) });
  }),
);

/** POST /courses/{courseId}/lessons/{lessonId}/submission/uploads { content_type, size, name } -> 201 { data: { file_id, upload } }. */
courseLessonsRouter.post(
  `${lessonPath}/submission/uploads`,
  route(async (req, res) => {
    const input = parse(submissionUploadBodySchema, jsonBody(req));
    const data = await declareSubmission(caller(req), param(req, 'courseId'), param(req, 'lessonId'), input, req.get('origin'));
    res.status(201).json({ status: 'success', data });
  }),
);

/** POST .../submission/uploads/{fileId}/complete -> { data: Submission }; 409 upload/not-finished, 422 upload/invalid-file. */
courseLessonsRouter.post(
  `${lessonPath}/submission/uploads/:fileId/complete`,
  route(async (req, res) => {
    const data = await completeSubmission(caller(req), param(req, 'courseId'), param(req, 'lessonId'), param(req, 'fileId'));
    res.json({ status: 'success', data });
  }),
);

/** PUT /courses/{courseId}/lessons/{lessonId}/notes { text } -> { data: { text, updated_at } }. */
courseLessonsRouter.put(
  `${lessonPath}/notes`,
  route(async (req, res) => {
    const input = parse(lessonNotesBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await saveNotes(caller(req), param(req, 'courseId'), param(req, 'lessonId'), input.text) });
  }),
);

/** PUT /courses/{courseId}/lessons/{lessonId}/helpful { helpful } -> { data: { helpful } }. */
courseLessonsRouter.put(
  `${lessonPath}/helpful`,
  route(async (req, res) => {
    const input = parse(lessonHelpfulBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await setHelpful(caller(req), param(req, 'courseId'), param(req, 'lessonId'), input.helpful) });
  }),
);

/** GET /instructor/courses/{courseId}/submissions -> { data: Submission[] } (owner, administrators). */
instructorSubmissionsRouter.get(
  '/courses/:courseId/submissions',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listSubmissions(caller(req), param(req, 'courseId')) });
  }),
);

/** PATCH /instructor/submissions/{courseId}/{submissionId} { grade, feedback } -> { data: Submission } (owner). */
instructorSubmissionsRouter.patch(
  '/submissions/:courseId/:submissionId',
  route(async (req, res) => {
    const input = parse(gradeSubmissionBodySchema, jsonBody(req));
    res.json({ status: 'success', data: await gradeSubmission(caller(req), param(req, 'courseId'), param(req, 'submissionId'), input) });
  }),
);
