// The lesson viewer's API (docs/courses.md, "Lessons"): who may open which lesson (enrolled,
// not enrolled, preview lessons of freemium courses, owner, administrator, expired), earned
// completions (a document opened, a video watched to 90% with time bounded by the clock, a
// quiz passed, an assignment graded), notes and the helpful vote, prev/next, and progress
// reaching 100 with completed_at set once. No 5xx anywhere (support/api.ts).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseLearn, LessonContent, LessonProgressResult, LessonQuizResult, Submission } from '@shared/schemas/course-learning';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { orderId, setAccessUntil } from '../support/course-enrollment';
import { sampleMp4Lasting } from '@functions/domain/sample-files';
import { sampleDocx, samplePdf, SAMPLE_PNG, upload } from '../support/files';
import { capitalOfFrance, createQuizDirect, skyIsBlue } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

let teacher: TestUser;
let otherTeacher: TestUser;
let learner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let quizId: string;

interface Seeded {
  id: string;
  video: string;
  document: string;
  draft: string;
  quiz: string;
  assignment: string;
}

interface Answer<T> {
  data: T;
}

const VIDEO_URL = 'http://storage.test/o/video?alt=media&token=video-token';
const PDF_URL = 'http://storage.test/o/doc?alt=media&token=doc-token';

/**
 * A Published course in the stored shape: chapter one has a preview video, a document and a
 * draft; chapter two a quiz and an assignment (four Published lessons, 25% each).
 */
async function seedCourse(fields: Record<string, unknown> = {}): Promise<Seeded> {
  const ref = adminDb.collection('courses').doc();
  const now = Timestamp.now();
  const batch = adminDb.batch();
  batch.set(ref, {
    title: `Lessons ${randomUUID().slice(0, 8)}`, description: 'About', category: 'programming', level: 'beginner', thumbnail: null,
    price: 0, language: 'en', duration: 2, prerequisites: [], learning_objectives: [], target_audience: '', certification: true,
    freemium: true, faq: [], status: 'Published', status_updated_at: now, reject_reason: null, owner_uid: teacher.uid, enterprise: null,
    chapter_count: 2, lesson_count: 5, enrollment_count: 0, rating: 0, review_count: 0, bestseller: false, created_at: now, updated_at: now,
    ...fields,
  });
  const chapters = [ref.collection('chapters').doc(), ref.collection('chapters').doc()];
  chapters.forEach((c, order) => batch.set(c, { chapter_id: c.id, course_id: ref.id, title: `Chapter ${order + 1}`, order, created_at: now }));
  const lesson = (chapter: number, order: number, over: Record<string, unknown>) => {
    const l = ref.collection('lessons').doc();
    batch.set(l, {
      lesson_id: l.id, course_id: ref.id, chapter_id: chapters[chapter]!.id, title: `Lesson ${chapter}.${order}`, duration: 5,
      status: 'Published', order, preview: false, quiz_id: null, instructions: null, file: null, created_at: now, ...over,
    });
    return l.id;
  };
  const seeded = {
    id: ref.id,
    video: lesson(0, 0, { type: 'video', preview: true, file: { id: 'f-video', url: VIDEO_URL } }),
    document: lesson(0, 1, { type: 'document', file: { id: 'f-doc', url: PDF_URL } }),
    draft: lesson(0, 2, { type: 'document', status: 'Draft', file: { id: 'f-doc2', url: PDF_URL } }),
    quiz: lesson(1, 0, { type: 'quiz', quiz_id: quizId }),
    assignment: lesson(1, 1, { type: 'assignment', instructions: 'Write a short essay.' }),
  };
  await batch.commit();
  return seeded;
}

async function enroll(user: TestUser, courseId: string): Promise<void> {
  const result = await call('POST', `/courses/${courseId}/enroll`, { token: user.token, body: { order_id: orderId() } });
  expect(result.status, result.text).toBe(201);
}

const learn = (user: TestUser, courseId: string) => call<Answer<CourseLearn>>('GET', `/courses/${courseId}/learn`, { token: user.token });
const lesson = (user: TestUser, courseId: string, lessonId: string) =>
  call<Answer<LessonContent>>('GET', `/courses/${courseId}/lessons/${lessonId}`, { token: user.token });
const beat = (user: TestUser, course: Seeded, position: number, duration: number) =>
  call<Answer<LessonProgressResult>>('POST', `/courses/${course.id}/lessons/${course.video}/progress`, { token: user.token, body: { position, duration } });
const quiz = (user: TestUser, course: Seeded, answers: { question_id: string; answer: unknown }[]) =>
  call<Answer<LessonQuizResult>>('POST', `/courses/${course.id}/lessons/${course.quiz}/quiz`, { token: user.token, body: { answers } });
const enrollmentOf = async (courseId: string, uid: string) => (await adminDb.doc(`enrollments/${courseId}_${uid}`).get()).data() ?? {};
const stateOf = async (courseId: string, uid: string, lessonId: string) =>
  (await adminDb.doc(`enrollments/${courseId}_${uid}/lessonState/${lessonId}`).get()).data() ?? {};

beforeAll(async () => {
  [teacher, otherTeacher, learner, stranger, admin] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser({ userType: 'administrator' }),
  ]);
  quizId = await createQuizDirect(teacher, [capitalOfFrance({ points: 10 }), skyIsBlue({ points: 10, correct_answer: 'true' })]);
});

describe('who may open a lesson', () => {
  it('unlocks every Published lesson for the enrolled learner, the owner and administrators', async () => {
    const course = await seedCourse();
    await enroll(learner, course.id);
    for (const user of [learner, teacher, admin]) {
      const sidebar = await learn(user, course.id);
      expect(sidebar.status, sidebar.text).toBe(200);
      const lessons = sidebar.body.data.chapters.flatMap((c) => c.lessons);
      expect(lessons.map((l) => l.id)).toEqual([course.video, course.document, course.quiz, course.assignment]);
      expect(lessons.every((l) => !l.locked)).toBe(true);
      const video = await lesson(user, course.id, course.video);
      expect(video.status, video.text).toBe(200);
      expect(video.body.data.video).toEqual({ url: VIDEO_URL, position: 0 });
      expect((await lesson(user, course.id, course.document)).body.data.document).toEqual({ url: PDF_URL });
    }
    expect((await learn(learner, course.id)).body.data.enrollment).toMatchObject({ id: course.id, status: 'In Progress' });
    expect((await learn(teacher, course.id)).body.data.enrollment).toBeNull();
  });

  it('opens only the preview lessons of a freemium course to others, and none of a paid one without freemium', async () => {
    const freemium = await seedCourse();
    const sidebar = await learn(stranger, freemium.id);
    expect(sidebar.status, sidebar.text).toBe(200);
    expect(sidebar.body.data.chapters.flatMap((c) => c.lessons).map((l) => [l.id, l.locked])).toEqual([
      [freemium.video, false], [freemium.document, true], [freemium.quiz, true], [freemium.assignment, true],
    ]);
    const preview = await lesson(stranger, freemium.id, freemium.video);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data.video?.url).toBe(VIDEO_URL);
    for (const id of [freemium.document, freemium.quiz, freemium.assignment]) {
      const locked = await lesson(stranger, freemium.id, id);
      expectError(locked, 403, 'course-learning/locked');
      expect(locked.text).not.toContain('storage.test');
    }
    expectError(await lesson(otherTeacher, freemium.id, freemium.document), 403, 'course-learning/locked');

    const closed = await seedCourse({ freemium: false, price: 50 });
    expect((await learn(stranger, closed.id)).body.data.chapters.flatMap((c) => c.lessons).every((l) => l.locked)).toBe(true);
    expectError(await lesson(stranger, closed.id, closed.video), 403, 'course-learning/locked');
  });

  it('locks again when access expired (preview lessons stay open), and hides drafts and unpublished courses', async () => {
    const course = await seedCourse({ freemium: false });
    await enroll(learner, course.id);
    expect((await lesson(learner, course.id, course.document)).status).toBe(200);
    await setAccessUntil(course.id, learner.uid, new Date(Date.now() - 60_000));
    expectError(await lesson(learner, course.id, course.document), 403, 'course-learning/locked');
    expect((await learn(learner, course.id)).body.data.enrollment?.status).toBe('Expired');
    await adminDb.doc(`courses/${course.id}`).update({ freemium: true });
    expect((await lesson(learner, course.id, course.video)).status).toBe(200);

    expectError(await lesson(learner, course.id, course.draft), 404, 'course/lesson-not-found');
    expect((await lesson(teacher, course.id, course.draft)).status).toBe(200);
    expectError(await lesson(learner, course.id, 'missing-lesson'), 404, 'course/lesson-not-found');

    const draft = await seedCourse({ status: 'Draft' });
    expectError(await learn(stranger, draft.id), 404, 'course-learning/not-found');
    expectError(await lesson(stranger, draft.id, draft.video), 404, 'course-learning/not-found');
    expect((await learn(teacher, draft.id)).status).toBe(200);
    expectError(await learn(stranger, 'missing-course'), 404, 'course-learning/not-found');
    expectError(await learn(stranger, '__bad__'), 400, 'validation/invalid-id');
    expectError(await call('GET', `/courses/${course.id}/learn`), 401, 'auth/no-token');
  });
});

describe('earned completions', () => {
  it('completes a document on opening and records last_accessed; answers prev and next over the Published lessons', async () => {
    const course = await seedCourse();
    await enroll(learner, course.id);
    const opened = await lesson(learner, course.id, course.document);
    expect(opened.body.data).toMatchObject({ completed: true, prev_id: course.video, next_id: course.quiz, type: 'document' });
    const enrollment = await enrollmentOf(course.id, learner.uid);
    expect(enrollment).toMatchObject({ completed_lessons: [course.document], progress: 25, completed_at: null });
    expect(enrollment.last_accessed).toBeTruthy();
    expect((await lesson(learner, course.id, course.video)).body.data).toMatchObject({ completed: false, prev_id: null, next_id: course.document });
    expect((await lesson(learner, course.id, course.assignment)).body.data).toMatchObject({ prev_id: course.quiz, next_id: null });
    // The preview viewer reads the document without completing anything.
    expect((await lesson(teacher, course.id, course.document)).body.data.completed).toBe(false);
  });

  it('credits video time only up to the clock between heartbeats, and completes at 90%', async () => {
    const course = await seedCourse();
    await enroll(learner, course.id);
    const path = `enrollments/${course.id}_${learner.uid}/lessonState/${course.video}`;
    const rewind = (seconds: number) => adminDb.doc(path).update({ beat_at: Timestamp.fromMillis(Date.now() - seconds * 1000) });

    expect((await beat(learner, course, 0, 100)).body.data).toEqual({ completed: false, progress: 0 });
    // Claiming an hour in one call earns (almost) nothing.
    const hour = await beat(learner, course, 3600, 100);
    expect(hour.status, hour.text).toBe(200);
    expect(hour.body.data.completed).toBe(false);
    expect((await stateOf(course.id, learner.uid, course.video)).watched_seconds).toBeLessThan(5);

    await adminDb.doc(path).update({ beat_position: 0, watched_seconds: 0 });
    await rewind(80);
    expect((await beat(learner, course, 85, 100)).body.data.completed).toBe(false);
    const watched = (await stateOf(course.id, learner.uid, course.video)).watched_seconds as number;
    // The clock allowed about 80 s of the 85 claimed.
    expect(watched).toBeGreaterThanOrEqual(80);
    expect(watched).toBeLessThan(85);
    await rewind(10);
    const done = await beat(learner, course, 95, 100);
    expect(done.body.data).toEqual({ completed: true, progress: 25 });
    expect((await stateOf(course.id, learner.uid, course.video)).completed_at).toBeTruthy();
    expect((await lesson(learner, course.id, course.video)).body.data.video).toEqual({ url: VIDEO_URL, position: 95 });

    expectError(await call('POST', `/courses/${course.id}/lessons/${course.document}/progress`, { token: learner.token, body: { position: 1, duration: 2 } }), 400, 'course-learning/wrong-lesson-type');
    expectError(await beat(learner, course, -1, 100), 400, 'course-learning/invalid-position');
    expectError(await call('POST', `/courses/${course.id}/lessons/${course.video}/progress`, { token: learner.token, body: { position: 1 } }), 400, 'course-learning/invalid-position');
    // Watching a preview without enrolling stores nothing.
    expect((await beat(stranger, course, 10, 100)).body.data).toEqual({ completed: false, progress: 0 });
    expect((await adminDb.doc(`enrollments/${course.id}_${stranger.uid}`).get()).exists).toBe(false);
  });

  it('holds a video to the duration its MP4 states, whatever the player reports', async () => {
    const created = await call<Answer<{ id: string }>>('POST', '/instructor/courses', {
      token: teacher.token, body: { title: 'Real video', description: 'With an uploaded MP4', category: 'programming', level: 'beginner' },
    });
    const courseId = created.body.data.id;
    const mp4 = sampleMp4Lasting(100);
    const declared = await call<Answer<{ file_id: string; upload: { url: string; method: 'PUT'; headers: Record<string, string> } }>>(
      'POST', `/instructor/courses/${courseId}/uploads`, { token: teacher.token, body: { kind: 'video', content_type: 'video/mp4', size: mp4.length } },
    );
    await upload(declared.body.data.upload, mp4);
    expect((await call('POST', `/instructor/courses/${courseId}/uploads/${declared.body.data.file_id}/complete`, { token: teacher.token })).status).toBe(200);
    const chapter = await call<Answer<{ id: string }>>('POST', `/instructor/courses/${courseId}/chapters`, { token: teacher.token, body: { title: 'One' } });
    const added = await call<Answer<{ id: string }>>('POST', `/instructor/chapters/${chapter.body.data.id}/lessons`, {
      token: teacher.token, body: { title: 'Watch', type: 'video', status: 'Published', file_id: declared.body.data.file_id },
    });
    expect(added.status, added.text).toBe(201);
    await adminDb.doc(`courses/${courseId}`).update({ status: 'Published' });
    await enroll(learner, courseId);
    const lessonId = added.body.data.id;
    const beatReal = (position: number, duration: number) =>
      call<Answer<LessonProgressResult>>('POST', `/courses/${courseId}/lessons/${lessonId}/progress`, { token: learner.token, body: { position, duration } });
    const path = `enrollments/${courseId}_${learner.uid}/lessonState/${lessonId}`;

    await beatReal(0, 10);
    await adminDb.doc(path).update({ beat_at: Timestamp.fromMillis(Date.now() - 12_000) });
    // 11 s watched would be 90% of the 10 s claimed, but the file says 100 s.
    expect((await beatReal(11, 10)).body.data.completed).toBe(false);
    expect(await stateOf(courseId, learner.uid, lessonId)).toMatchObject({ video_seconds: 100, duration: 10 });
    await adminDb.doc(path).update({ beat_at: Timestamp.fromMillis(Date.now() - 80_000) });
    expect((await beatReal(91, 10)).body.data).toEqual({ completed: true, progress: 100 });
  });

  it('scores a quiz lesson on the server without sending the answers: failed, then passed', async () => {
    const course = await seedCourse();
    await enroll(learner, course.id);
    const opened = await lesson(learner, course.id, course.quiz);
    expect(opened.status, opened.text).toBe(200);
    const questions = opened.body.data.quiz!.questions;
    expect(questions).toHaveLength(2);
    expect(opened.text).not.toContain('correct_answer');
    expect(opened.text).not.toContain('grading_guidelines');
    expect(Object.keys(questions[0]!).sort()).toEqual(['id', 'image_url', 'options', 'text', 'type']);
    const [france, sky] = [questions[0]!, questions[1]!];

    const failed = await quiz(learner, course, [{ question_id: france.id, answer: 'Rome' }, { question_id: sky.id, answer: false }]);
    expect(failed.status, failed.text).toBe(200);
    expect(failed.body.data).toEqual({ score: 0, passed: false, completed: false, progress: 0 });
    expect(failed.text).not.toContain('Paris');
    const passed = await quiz(learner, course, [{ question_id: france.id, answer: 'Paris' }, { question_id: sky.id, answer: true }]);
    expect(passed.body.data).toEqual({ score: 100, passed: true, completed: true, progress: 25 });
    expect((await lesson(learner, course.id, course.quiz)).body.data.quiz?.last).toEqual({ score: 100, passed: true });
    // A later failed attempt keeps the completion.
    expect((await quiz(learner, course, [{ question_id: france.id, answer: 'Rome' }, { question_id: sky.id, answer: true }])).body.data)
      .toEqual({ score: 50, passed: false, completed: true, progress: 25 });

    expectError(await quiz(learner, course, [{ question_id: france.id, answer: 'Paris' }]), 400, 'quiz/answer-all');
    expectError(await quiz(learner, course, [{ question_id: 'nope', answer: 'x' }, { question_id: france.id, answer: 'Paris' }, { question_id: sky.id, answer: true }]), 400, 'quiz/unknown-question');
    expectError(await call('POST', `/courses/${course.id}/lessons/${course.quiz}/quiz`, { token: learner.token, body: { answers: { [france.id]: 'Paris' } } }), 400, 'validation/invalid-input');
    expectError(await quiz(stranger, course, []), 403, 'course-learning/locked');
    expectError(await call('POST', `/courses/${course.id}/lessons/${course.video}/quiz`, { token: learner.token, body: { answers: [] } }), 400, 'course-learning/wrong-lesson-type');
  });
});

describe('assignment lessons', () => {
  const uploads = (course: Seeded) => `/courses/${course.id}/lessons/${course.assignment}/submission/uploads`;
  const declare = (user: TestUser, course: Seeded, body: Record<string, unknown>) =>
    call<Answer<{ file_id: string; upload: { url: string; method: 'PUT'; headers: Record<string, string> } }>>('POST', uploads(course), { token: user.token, body });
  const complete = (user: TestUser, course: Seeded, fileId: string) =>
    call<Answer<Submission>>('POST', `${uploads(course)}/${fileId}/complete`, { token: user.token });
  const grade = (user: TestUser, courseId: string, id: string, body: Record<string, unknown>) =>
    call<Answer<Submission>>('PATCH', `/instructor/submissions/${courseId}/${id}`, { token: user.token, body });

  it('checks type, size and bytes, and only the owner grades; a passing grade completes the lesson', async () => {
    const course = await seedCourse();
    await enroll(learner, course.id);
    const pdf = samplePdf();
    expectError(await declare(learner, course, { content_type: 'application/x-msdownload', size: 100, name: 'a.exe' }), 415, 'course-learning/submission-type');
    expectError(await declare(learner, course, { content_type: 'application/pdf', size: 20 * 1024 * 1024 + 1, name: 'big.pdf' }), 413, 'course-learning/submission-too-large');
    expectError(await declare(stranger, course, { content_type: 'application/pdf', size: pdf.length, name: 'a.pdf' }), 403, 'course-learning/locked');
    expectError(await declare(teacher, course, { content_type: 'application/pdf', size: pdf.length, name: 'a.pdf' }), 403, 'course-learning/not-enrolled');

    // PNG bytes declared as a PDF: refused, nothing submitted.
    const lying = await declare(learner, course, { content_type: 'application/pdf', size: SAMPLE_PNG.length, name: 'essay.pdf' });
    expect(lying.status, lying.text).toBe(201);
    await upload(lying.body.data.upload, SAMPLE_PNG);
    expectError(await complete(learner, course, lying.body.data.file_id), 422, 'upload/invalid-file');

    const pending = await declare(learner, course, { content_type: 'application/pdf', size: pdf.length, name: 'essay.pdf' });
    expectError(await complete(learner, course, pending.body.data.file_id), 409, 'upload/not-finished');
    await upload(pending.body.data.upload, pdf);
    const submitted = await complete(learner, course, pending.body.data.file_id);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data).toMatchObject({
      id: `${learner.uid}_${course.assignment}`, uid: learner.uid, name: 'Test User', lesson_id: course.assignment, grade: null,
      file: { id: pending.body.data.file_id, name: 'essay.pdf', size: pdf.length },
    });
    expect((await complete(learner, course, pending.body.data.file_id)).body.data.id).toBe(submitted.body.data.id);
    expect((await lesson(learner, course.id, course.assignment)).body.data.assignment).toMatchObject({
      instructions: 'Write a short essay.', submission: { id: submitted.body.data.id, grade: null },
    });
    expectError(await complete(stranger, course, pending.body.data.file_id), 403, 'course-learning/locked');

    const list = await call<Answer<Submission[]>>('GET', `/instructor/courses/${course.id}/submissions`, { token: teacher.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((s) => s.id)).toEqual([submitted.body.data.id]);
    expect((await call('GET', `/instructor/courses/${course.id}/submissions`, { token: admin.token })).status).toBe(200);
    expectError(await call('GET', `/instructor/courses/${course.id}/submissions`, { token: otherTeacher.token }), 403, 'course/not-owner');
    expectError(await call('GET', `/instructor/courses/${course.id}/submissions`, { token: learner.token }), 403, 'course/teachers-only');

    const id = submitted.body.data.id;
    expectError(await grade(otherTeacher, course.id, id, { grade: 90 }), 403, 'course/not-owner');
    expectError(await grade(admin, course.id, id, { grade: 90 }), 403, 'course/not-owner');
    expectError(await grade(learner, course.id, id, { grade: 90 }), 403, 'course/teachers-only');
    expectError(await grade(teacher, course.id, id, { grade: 101 }), 400, 'course-learning/invalid-grade');
    expectError(await grade(teacher, course.id, id, { grade: 7.5 }), 400, 'course-learning/invalid-grade');
    expectError(await grade(teacher, course.id, 'missing', { grade: 70 }), 404, 'course-learning/submission-not-found');

    const low = await grade(teacher, course.id, id, { grade: 40, feedback: 'Needs sources.' });
    expect(low.body.data).toMatchObject({ grade: 40, feedback: 'Needs sources.' });
    expect((await enrollmentOf(course.id, learner.uid)).completed_lessons).toEqual([]);
    expect((await grade(teacher, course.id, id, { grade: 80, feedback: 'Good.' })).body.data).toMatchObject({ grade: 80, feedback: 'Good.' });
    expect(await enrollmentOf(course.id, learner.uid)).toMatchObject({ completed_lessons: [course.assignment], progress: 25 });

    // A DOCX is accepted too (a new file replaces the graded one).
    const docx = sampleDocx();
    const again = await declare(learner, course, {
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: docx.length, name: 'essay v2.docx',
    });
    await upload(again.body.data.upload, docx);
    expect((await complete(learner, course, again.body.data.file_id)).body.data).toMatchObject({ grade: null, file: { name: 'essay v2.docx' } });
  });
});

describe('notes, helpful, and the whole course', () => {
  it('saves notes and the helpful vote and reads them back', async () => {
    const course = await seedCourse();
    await enroll(learner, course.id);
    const notesPath = `/courses/${course.id}/lessons/${course.video}/notes`;
    const saved = await call<Answer<{ text: string }>>('PUT', notesPath, { token: learner.token, body: { text: 'ملاحظتي: Remember x = 2' } });
    expect(saved.status, saved.text).toBe(200);
    expect((await call('PUT', `/courses/${course.id}/lessons/${course.video}/helpful`, { token: learner.token, body: { helpful: true } })).status).toBe(200);
    expect((await lesson(learner, course.id, course.video)).body.data).toMatchObject({ notes: 'ملاحظتي: Remember x = 2', helpful: true });
    expect((await adminDb.doc(`courseNotes/${course.id}_${learner.uid}_${course.video}`).get()).data()).toMatchObject({ uid: learner.uid, course_id: course.id });
    // Private: another learner sees their own (empty) notes.
    expect((await lesson(stranger, course.id, course.video)).body.data).toMatchObject({ notes: '', helpful: null });

    expectError(await call('PUT', notesPath, { token: learner.token, body: { text: 'x'.repeat(5001) } }), 400, 'course-learning/notes-too-long');
    expectError(await call('PUT', `/courses/${course.id}/lessons/${course.document}/notes`, { token: stranger.token, body: { text: 'hi' } }), 403, 'course-learning/locked');
    expectError(await call('PUT', `/courses/${course.id}/lessons/${course.video}/helpful`, { token: stranger.token, body: { helpful: true } }), 403, 'course-learning/not-enrolled');
    expectError(await call('PUT', `/courses/${course.id}/lessons/${course.video}/helpful`, { token: learner.token, body: { helpful: 'yes' } }), 400, 'validation/invalid-input');
  });

  it('reaches 100 when every Published lesson is done, and sets completed_at once', async () => {
    const course = await seedCourse();
    await enroll(learner, course.id);
    await lesson(learner, course.id, course.document);
    const quizLesson = (await lesson(learner, course.id, course.quiz)).body.data.quiz!;
    const [france, sky] = [quizLesson.questions[0]!, quizLesson.questions[1]!];
    await quiz(learner, course, [{ question_id: france.id, answer: 'Paris' }, { question_id: sky.id, answer: 'true' }]);
    // The video and the assignment through the same services' stored state.
    const path = `enrollments/${course.id}_${learner.uid}/lessonState/${course.video}`;
    await beat(learner, course, 0, 20);
    await adminDb.doc(path).update({ beat_at: Timestamp.fromMillis(Date.now() - 30_000) });
    expect((await beat(learner, course, 19, 20)).body.data).toEqual({ completed: true, progress: 75 });
    expect((await enrollmentOf(course.id, learner.uid)).completed_at).toBeNull();

    const pdf = samplePdf();
    const declared = await call<Answer<{ file_id: string; upload: { url: string; method: 'PUT'; headers: Record<string, string> } }>>(
      'POST', `/courses/${course.id}/lessons/${course.assignment}/submission/uploads`,
      { token: learner.token, body: { content_type: 'application/pdf', size: pdf.length, name: 'work.pdf' } },
    );
    await upload(declared.body.data.upload, pdf);
    const sub = await call<Answer<Submission>>('POST', `/courses/${course.id}/lessons/${course.assignment}/submission/uploads/${declared.body.data.file_id}/complete`, { token: learner.token });
    await call('PATCH', `/instructor/submissions/${course.id}/${sub.body.data.id}`, { token: teacher.token, body: { grade: 100 } });

    const done = await enrollmentOf(course.id, learner.uid);
    expect(done.progress).toBe(100);
    expect(done.completed_at).toBeTruthy();
    const sidebar = (await learn(learner, course.id)).body.data;
    expect(sidebar.progress).toBe(100);
    expect(sidebar.chapters.map((c) => c.progress)).toEqual([100, 100]);
    expect(sidebar.enrollment).toMatchObject({ status: 'Completed', progress: 100, next_lesson_id: null });
    // The certificate comes from the enrolment trigger (docs/awards.md), a moment later.
    await expect.poll(async () => (await learn(learner, course.id)).body.data.enrollment?.certificate_url, { timeout: 20_000, interval: 500 })
      .toBe(`/awards/certificates/c_${course.id}_${learner.uid}/pdf`);

    // Later completions and re-grades leave completed_at where it was.
    await call('PATCH', `/instructor/submissions/${course.id}/${sub.body.data.id}`, { token: teacher.token, body: { grade: 90 } });
    await lesson(learner, course.id, course.document);
    expect((await enrollmentOf(course.id, learner.uid)).completed_at.isEqual(done.completed_at)).toBe(true);
  });
});
