// Assignment lessons (docs/courses.md, "Lessons"): the learner declares a file (PDF, DOCX, PNG,
// JPEG or ZIP, up to 20 MB), PUTs it to the upload session and completes; the finished object
// is checked like every upload (size, magic bytes, structure) and becomes the submission
// courses/{courseId}/submissions/{uid}_{lessonId} (a new file replaces the previous one and
// waits for a grade again). The owner lists and grades them; a grade of 50 or more completes
// the lesson for the learner, with the progress, in the same transaction.
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { assignmentPassed, flattenLessons } from '../../domain/course-progress';
import { courseFileFolder } from '../../domain/course-content';
import { safeObjectName } from '../../domain/file-signature';
import { isoTime } from '../../domain/feed-posts';
import { db, storage } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { COURSE_LEARNING, type COURSE_SUBMISSION_TYPES } from '../../shared/constants';
import type { GradeSubmissionBody, Submission, SubmissionUploadBody } from '../../shared/schemas/course-learning';
import type { UploadTarget } from '../../shared/schemas/material';
import { inspectProductObject } from '../product-uploads';
import { createUploadSession, tokenUrl } from '../uploads';
import { enrollmentRef, userNames } from './enrollments';
import { completedOf, completionChanges, learnerContext, lessonStateRef, openableLesson, requireLearner } from './learn';
import { checkCourseAccess, courseRef, lessonsCol } from './repo';

type SubmissionType = keyof typeof COURSE_SUBMISSION_TYPES;

const EXTENSIONS: Record<SubmissionType, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/zip': 'zip',
};

interface SubmissionFileDoc {
  uid: string;
  lesson_id: string;
  content_type: SubmissionType;
  size: number;
  name: string;
  path: string;
  token: string;
  state: 'uploading' | 'ready';
}

const submissionsCol = (courseId: string) => courseRef(courseId).collection('submissions');
/** Upload declarations of learners' files (beside, not inside, the authoring files). */
const submissionFilesCol = (courseId: string) => courseRef(courseId).collection('submissionFiles');
export const submissionId = (uid: string, lessonId: string) => `${uid}_${lessonId}`;

export function toSubmission(id: string, data: DocumentData): Submission {
  const file = (data.file ?? {}) as Record<string, unknown>;
  return {
    id,
    uid: String(data.uid ?? ''),
    name: String(data.name ?? ''),
    lesson_id: String(data.lesson_id ?? ''),
    file: { id: String(file.id ?? ''), url: String(file.url ?? ''), name: String(file.name ?? ''), size: Number(file.size ?? 0) },
    submitted_at: isoTime(data.submitted_at) ?? '',
    grade: typeof data.grade === 'number' ? data.grade : null,
    feedback: typeof data.feedback === 'string' ? data.feedback : null,
    graded_at: isoTime(data.graded_at),
  };
}

/** The caller's submission for an assignment lesson, or null. */
export async function readSubmission(courseId: string, uid: string, lessonId: string): Promise<Submission | null> {
  const snap = await submissionsCol(courseId).doc(submissionId(uid, lessonId)).get();
  return snap.exists ? toSubmission(snap.id, snap.data()!) : null;
}

/** The assignment lesson a learner with access works on (403 course-learning/not-enrolled, 400 wrong type). */
async function assignmentFor(who: Caller, courseId: string, lessonId: string) {
  const ctx = await learnerContext(who, courseId);
  const lesson = openableLesson(ctx, lessonId);
  requireLearner(ctx);
  if (lesson.type !== 'assignment') throw new ApiError('course-learning/wrong-lesson-type', { type: 'assignment' });
  return lesson;
}

/** POST .../submission/uploads: declares the file (type and size checked here, 415/413). */
export async function declareSubmission(
  who: Caller,
  courseId: string,
  lessonId: string,
  input: SubmissionUploadBody,
  origin?: string,
): Promise<{ file_id: string; upload: UploadTarget }> {
  await assignmentFor(who, courseId, lessonId);
  const ref = submissionFilesCol(courseId).doc();
  const doc: SubmissionFileDoc = {
    uid: who.uid,
    lesson_id: lessonId,
    content_type: input.content_type,
    size: input.size,
    name: safeObjectName(input.name),
    path: `${courseFileFolder(courseId)}submissions/${who.uid}/${ref.id}.${EXTENSIONS[input.content_type]}`,
    token: randomUUID(),
    state: 'uploading',
  };
  await ref.create({ ...doc, created_at: Timestamp.now() });
  const upload = await createUploadSession(doc.path, { contentType: doc.content_type, size: doc.size }, origin);
  return { file_id: ref.id, upload };
}

/**
 * POST .../submission/uploads/{fileId}/complete: 409 upload/not-finished while nothing arrived,
 * 422 upload/invalid-file (object deleted) when it is not what was declared; else the file
 * becomes the learner's submission for the lesson, ungraded.
 */
export async function completeSubmission(who: Caller, courseId: string, lessonId: string, fileId: string): Promise<Submission> {
  await assignmentFor(who, courseId, lessonId);
  const fileRef = submissionFilesCol(courseId).doc(fileId);
  const file = (await fileRef.get()).data() as SubmissionFileDoc | undefined;
  if (!file || file.uid !== who.uid || file.lesson_id !== lessonId) throw new ApiError('course/upload-not-found');
  const subRef = submissionsCol(courseId).doc(submissionId(who.uid, lessonId));
  if (file.state !== 'ready') {
    const verdict = await inspectProductObject(file.path, { contentType: file.content_type, size: file.size, maxBytes: COURSE_LEARNING.submissionMaxBytes });
    if (verdict.state === 'missing') throw new ApiError('upload/not-finished');
    if (verdict.state === 'invalid') {
      await storage.bucket().file(file.path).delete({ ignoreNotFound: true });
      await fileRef.delete();
      throw new ApiError('upload/invalid-file', { reason: verdict.reason });
    }
    await storage.bucket().file(file.path).setMetadata({ metadata: { firebaseStorageDownloadTokens: file.token } });
  }
  const name = (await userNames([who.uid], 'Student')).get(who.uid) ?? 'Student';
  return db.runTransaction(async (tx) => {
    const [current, existing] = await Promise.all([tx.get(fileRef), tx.get(subRef)]);
    const stored = existing.data();
    // A retried completion of the file already submitted answers the same submission.
    if (stored?.file?.id === fileId) return toSubmission(subRef.id, stored);
    if (!current.exists) throw new ApiError('course/upload-not-found');
    const now = Timestamp.now();
    const doc = {
      uid: who.uid,
      name,
      lesson_id: lessonId,
      course_id: courseId,
      file: { id: fileId, url: tokenUrl(file.path, file.token), name: file.name, size: file.size },
      submitted_at: now,
      grade: null,
      feedback: null,
      graded_at: null,
    };
    tx.update(fileRef, { state: 'ready', completed_at: now });
    tx.set(subRef, doc);
    return toSubmission(subRef.id, doc);
  });
}

/** GET /instructor/courses/{courseId}/submissions: every submission, newest first (owner, administrators). */
export async function listSubmissions(who: Caller, courseId: string): Promise<Submission[]> {
  const course = await courseRef(courseId).get();
  checkCourseAccess(who, course.data(), 'read');
  const snap = await submissionsCol(courseId).orderBy('submitted_at', 'desc').limit(COURSE_LEARNING.listLimit).get();
  return snap.docs.map((d) => toSubmission(d.id, d.data()));
}

/**
 * PATCH /instructor/submissions/{courseId}/{submissionId}: the owner grades (again, if need
 * be). A passing grade completes the lesson on the learner's enrolment in the same
 * transaction; a completion is never taken back.
 */
export async function gradeSubmission(who: Caller, courseId: string, id: string, input: GradeSubmissionBody): Promise<Submission> {
  return db.runTransaction(async (tx) => {
    const ref = courseRef(courseId);
    const course = (await tx.get(ref)).data();
    checkCourseAccess(who, course, 'status');
    const subRef = submissionsCol(courseId).doc(id);
    const sub = (await tx.get(subRef)).data();
    if (!sub) throw new ApiError('course-learning/submission-not-found');
    const enrolRef = enrollmentRef(courseId, String(sub.uid));
    const [enrollment, lessons, chapters] = await Promise.all([
      tx.get(enrolRef),
      tx.get(lessonsCol(ref)),
      tx.get(ref.collection('chapters')),
    ]);
    const now = Timestamp.now();
    const changes = { grade: input.grade, feedback: input.feedback, graded_at: now };
    const lessonId = String(sub.lesson_id);
    const data = enrollment.data();
    if (data && assignmentPassed(input.grade) && !completedOf(data).includes(lessonId)) {
      const flat = flattenLessons(
        chapters.docs.map((d) => ({ id: d.id, order: Number(d.get('order')) || 0 })),
        lessons.docs.map((d) => ({ id: d.id, chapter_id: String(d.get('chapter_id')), order: Number(d.get('order')) || 0, status: String(d.get('status')) })),
      );
      if (flat.some((l) => l.id === lessonId)) {
        tx.update(enrolRef, completionChanges(data, flat, [lessonId]).changes);
        tx.set(lessonStateRef(courseId, String(sub.uid), lessonId), { completed_at: now }, { merge: true });
      }
    }
    tx.update(subRef, changes);
    return toSubmission(id, { ...sub, ...changes });
  });
}
