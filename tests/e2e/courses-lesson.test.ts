// The lesson viewer in real Chromium, in Arabic (RTL), the default (docs/courses.md): a course
// made through the authoring API (a video, a PDF and a quiz lesson) and published by an
// administrator; an enrolled student watches the video and opens the document (progress moves),
// passes the quiz, writes a note that survives a reload; the teacher sees the learner's progress.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Chapter, Course, CourseFile, CourseUploadTarget, Lesson } from '@shared/schemas/course';
import { call } from '../support/api';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { orderId } from '../support/course-enrollment';
import { samplePdf, upload } from '../support/files';
import { capitalOfFrance, createQuizDirect, skyIsBlue } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

/** The demo courses' real 10-second MP4 (VP9), which Debian's Chromium plays. */
const DEMO_MP4 = readFileSync(new URL('../../functions/src/seed/assets/demo-lesson.mp4', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ok<T>(who: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const result = await call<{ data: T }>(method, path, { token: who.token, body });
  expect(result.status, `${method} ${path}: ${result.text}`).toBeLessThan(300);
  return result.body.data;
}

/** A free course with a published video, PDF and quiz lesson, In Review then Published. */
async function publishedCourse(teacher: TestUser, admin: TestUser) {
  const course = await ok<Course>(teacher, 'POST', '/instructor/courses', {
    title: `أساسيات الجغرافيا ${Date.now()}`, description: 'العواصم والقارات', category: 'academic', level: 'beginner',
  });
  const chapter = await ok<Chapter>(teacher, 'POST', `/instructor/courses/${course.id}/chapters`, { title: 'العواصم' });
  const uploaded = async (kind: 'video' | 'document', contentType: string, bytes: Buffer) => {
    const declared = await ok<CourseUploadTarget>(teacher, 'POST', `/instructor/courses/${course.id}/uploads`, { kind, content_type: contentType, size: bytes.length });
    await upload(declared.upload, bytes);
    return ok<CourseFile>(teacher, 'POST', `/instructor/courses/${course.id}/uploads/${declared.file_id}/complete`);
  };
  const clip = await uploaded('video', 'video/mp4', DEMO_MP4);
  const watching = await ok<Lesson>(teacher, 'POST', `/instructor/chapters/${chapter.id}/lessons`, {
    title: 'شاهد: خريطة العالم', type: 'video', status: 'Published', duration: 1, file_id: clip.id,
  });
  const file = await uploaded('document', 'application/pdf', samplePdf('Capitals of the world'));
  const reading = await ok<Lesson>(teacher, 'POST', `/instructor/chapters/${chapter.id}/lessons`, {
    title: 'اقرأ عن العواصم', type: 'document', status: 'Published', duration: 5, file_id: file.id,
  });
  // The quiz builder stores a true/false key as the text 'true' (domain/quiz-scoring.ts).
  const quizId = await createQuizDirect(teacher, [capitalOfFrance(), skyIsBlue({ correct_answer: 'true' })], 'Capitals check');
  const check = await ok<Lesson>(teacher, 'POST', `/instructor/chapters/${chapter.id}/lessons`, {
    title: 'اختبر نفسك', type: 'quiz', status: 'Published', duration: 5, quiz_id: quizId,
  });
  await ok(teacher, 'PATCH', `/instructor/courses/${course.id}/status`, { status: 'In Review' });
  await ok(admin, 'PATCH', `/admin/courses/${course.id}/status`, { status: 'Published' });
  return { courseId: course.id, videoId: watching.id, documentId: reading.id, quizLessonId: check.id };
}

describe('lesson viewer journey', () => {
  it('video watched and document opened complete, quiz passes, notes stay; the teacher sees the progress', async () => {
    const [teacher, admin, student] = await Promise.all([
      createTestUser({ userType: 'teacher' }),
      createTestUser({ userType: 'administrator' }),
      createTestUser({ userType: 'student' }),
    ]);
    const { courseId, videoId, documentId, quizLessonId } = await publishedCourse(teacher, admin);
    await ok(student, 'POST', `/courses/${courseId}/enroll`, { order_id: orderId() });

    // The student watches the video to its end: the server's heartbeats complete it (33 %).
    const s = await newPage(browser);
    await logIn(s.page, student);
    await s.page.goto(`/courses/${courseId}/lesson/${videoId}`);
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const video = s.page.getByTestId('lesson-video');
    await video.waitFor();
    expect(await s.page.getByTestId('lesson-prev').isDisabled()).toBe(true);
    // Muted, so headless Chromium's autoplay policy lets the test start it.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      void element.play();
    });
    const progress = s.page.getByTestId('lesson-course-progress');
    await expect.poll(() => progress.getAttribute('data-value'), { timeout: 40_000 }).toBe('33');
    expect(await s.page.locator(`[data-testid="lesson-link"][data-lesson-id="${videoId}"]`).getAttribute('data-completed')).toBe('true');

    // Next, the document lesson: opening it completes it, the bar moves to 66 %.
    await s.page.getByTestId('lesson-next').click();
    await s.page.waitForURL(`**/lesson/${documentId}`);
    await s.page.getByTestId('lesson-document').waitFor();
    await expect.poll(() => progress.getAttribute('data-value'), { timeout: 20_000 }).toBe('66');
    const documentLink = s.page.locator(`[data-testid="lesson-link"][data-lesson-id="${documentId}"]`);
    expect(await documentLink.getAttribute('data-completed')).toBe('true');
    expect(await documentLink.getAttribute('aria-current')).toBe('page');
    // Previous/next over the flattened lessons; in RTL "next" sits on the left of "previous".
    const prevBox = (await s.page.getByTestId('lesson-prev').boundingBox())!;
    const nextBox = (await s.page.getByTestId('lesson-next').boundingBox())!;
    expect(nextBox.x).toBeLessThan(prevBox.x);

    // ... then the quiz lesson: both answers right, it passes and the course is complete.
    await s.page.getByTestId('lesson-next').click();
    await s.page.waitForURL(`**/lesson/${quizLessonId}`);
    const quiz = s.page.getByTestId('lesson-quiz');
    await quiz.waitFor();
    await quiz.getByTestId('lesson-quiz-submit').click();
    await s.page.getByTestId('lesson-quiz-unanswered').waitFor();
    const france = quiz.locator('[data-testid="lesson-quiz-question"]', { hasText: 'France' });
    await france.locator('[data-testid^="lesson-quiz-option-"]', { hasText: 'Paris' }).click();
    const sky = quiz.locator('[data-testid="lesson-quiz-question"]', { hasText: 'sky' });
    await sky.getByTestId('lesson-quiz-true').click();
    await quiz.getByTestId('lesson-quiz-submit').click();
    const result = s.page.getByTestId('lesson-quiz-result');
    await result.waitFor();
    expect(await result.getAttribute('data-passed')).toBe('true');
    expect(await result.getAttribute('data-score')).toBe('100');
    await expect.poll(() => progress.getAttribute('data-value')).toBe('100');
    expect(await s.page.locator(`[data-testid="lesson-link"][data-lesson-id="${quizLessonId}"]`).getAttribute('data-completed')).toBe('true');

    // A private note, saved, still there after a reload.
    const note = `العاصمة باريس ${Date.now()}`;
    await s.page.getByTestId('lesson-notes').fill(note);
    await s.page.getByTestId('lesson-notes-save').click();
    await s.page.getByTestId('toast-success').first().waitFor();
    await screenshot(s.page, 'courses-lesson-quiz-ar');
    await s.page.reload();
    await expect.poll(() => s.page.getByTestId('lesson-notes').inputValue(), { timeout: 20_000 }).toBe(note);

    // The teacher's learners page shows the student at 100 %.
    const t = await newPage(browser);
    await logIn(t.page, teacher);
    await t.page.goto(`/courses/instructor/${courseId}/learners`);
    const row = t.page.locator(`[data-testid="learner-row"][data-uid="${student.uid}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-progress')).toBe('100');
    expect(await row.getAttribute('data-status')).toBe('Completed');
    await screenshot(t.page, 'courses-learners-ar');
    await Promise.all([s.context.close(), t.context.close()]);
  });
});
