// Instructor course authoring and the administrators' review (docs/courses.md): every route
// with good and bad input, who may do what (owner, other teacher, student, administrator),
// counts kept by the server, the status machine, all-or-nothing bulk moves, and uploads.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, Course, CourseDetail, CourseFile, CourseStatus, CourseStatusInfo, CourseUploadTarget, Lesson } from '@shared/schemas/course';
import { adminDb } from '../support/admin';
import { call, expectError, type CallResult } from '../support/api';
import { objectsUnder, PDF_HTML_EXE_POLYGLOT, SAMPLE_MP4, SAMPLE_PNG, samplePdf, upload } from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

let owner: TestUser;
let other: TestUser;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [owner, other, student, admin] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'administrator' }),
  ]);
});

const NEW_COURSE = { title: 'Algebra basics', description: 'Linear equations', category: 'mathematics', level: 'beginner' };

async function createCourse(who: TestUser = owner, body: Record<string, unknown> = NEW_COURSE): Promise<Course> {
  const result = await call<{ data: Course }>('POST', '/instructor/courses', { token: who.token, body });
  expect(result.status, result.text).toBe(201);
  return result.body.data;
}

async function addChapter(courseId: string, title = 'Chapter', who: TestUser = owner): Promise<Chapter> {
  const result = await call<{ data: Chapter }>('POST', `/instructor/courses/${courseId}/chapters`, { token: who.token, body: { title } });
  expect(result.status, result.text).toBe(201);
  return result.body.data;
}

async function addLesson(chapterId: string, body: Record<string, unknown> = { title: 'Lesson', type: 'assignment' }): Promise<Lesson> {
  const result = await call<{ data: Lesson }>('POST', `/instructor/chapters/${chapterId}/lessons`, { token: owner.token, body });
  expect(result.status, result.text).toBe(201);
  return result.body.data;
}

const stored = async (courseId: string) => (await adminDb.doc(`courses/${courseId}`).get()).data();

/** Puts a course straight into a status (the moves themselves are tested below). */
const setStatus = (courseId: string, status: CourseStatus) => adminDb.doc(`courses/${courseId}`).update({ status });

const move = (courseId: string, status: unknown, who: TestUser = owner) =>
  call<{ data: Course; message: string }>('PATCH', `/instructor/courses/${courseId}/status`, { token: who.token, body: { status } });

const review = (courseId: string, body: Record<string, unknown>, who: TestUser = admin) =>
  call<{ data: Course; message: string }>('PATCH', `/admin/courses/${courseId}/status`, { token: who.token, body });

const detail = async (courseId: string, who: TestUser = owner) =>
  call<{ data: CourseDetail }>('GET', `/instructor/courses/${courseId}`, { token: who.token });

describe('POST /instructor/courses', () => {
  it('creates a Draft course owned by the teacher, with defaults', async () => {
    const course = await createCourse();
    expect(course).toMatchObject({
      ...NEW_COURSE, status: 'Draft', owner_uid: owner.uid, enterprise: null, thumbnail: null, price: 0, language: 'en',
      duration: null, prerequisites: [], learning_objectives: [], faq: [], certification: false, freemium: false,
      chapter_count: 0, lesson_count: 0, enrollment_count: 0, rating: 0, review_count: 0, bestseller: false, reject_reason: null,
    });
    expect(course.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await stored(course.id)).toMatchObject({ owner_uid: owner.uid, status: 'Draft' });
  });

  it('takes every field', async () => {
    const full = {
      ...NEW_COURSE, price: 250, language: 'ar', duration: 12, prerequisites: ['Arithmetic'], learning_objectives: ['Solve x'],
      target_audience: 'Grade 7', certification: true, freemium: true, faq: [{ question: 'Free?', answer: 'Partly.' }], enterprise: null,
    };
    const course = await createCourse(owner, full);
    const { enterprise: _e, ...fields } = full;
    expect(course).toMatchObject(fields);
  });

  it('refuses bad input with the spec’s texts', async () => {
    const post = (body: unknown) => call('POST', '/instructor/courses', { token: owner.token, body });
    expectError(await post({ ...NEW_COURSE, title: '  ' }), 400, 'course/title-required');
    expectError(await post({ ...NEW_COURSE, description: undefined }), 400, 'course/description-required');
    expectError(await post({ ...NEW_COURSE, category: 'cooking' }), 400, 'course/category-required');
    expectError(await post({ ...NEW_COURSE, level: 'expert' }), 400, 'course/level-required');
    expectError(await post({ ...NEW_COURSE, price: -1 }), 400, 'course/invalid-price');
    expectError(await post({ ...NEW_COURSE, price: 9.99 }), 400, 'course/invalid-price');
    expectError(await post({ ...NEW_COURSE, price: '10' }), 400, 'course/invalid-price');
    expectError(await post({ ...NEW_COURSE, duration: 1.5 }), 400, 'course/invalid-duration');
    expectError(await post({ ...NEW_COURSE, status: 'Published' }), 400, 'validation/invalid-input');
    expectError(await post({ ...NEW_COURSE, owner_uid: other.uid }), 400, 'validation/invalid-input');
    expectError(await post({ ...NEW_COURSE, enterprise: 'centre-1' }), 400, 'validation/invalid-input');
    expectError(await post({ ...NEW_COURSE, faq: [{ question: 'q' }] }), 400, 'validation/invalid-input');
  });

  it('is for teachers (and administrators), signed in', async () => {
    expectError(await call('POST', '/instructor/courses', { token: student.token, body: NEW_COURSE }), 403, 'course/teachers-only');
    expectError(await call('POST', '/instructor/courses', { body: NEW_COURSE }), 401, 'auth/no-token');
    expect((await createCourse(admin)).owner_uid).toBe(admin.uid);
  });
});

describe('GET /instructor/courses and /teacher-courses', () => {
  it('lists the caller’s own courses, newest change first', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const first = await createCourse(teacher);
    const second = await createCourse(teacher);
    await createCourse(other);
    for (const path of ['/instructor/courses', '/teacher-courses']) {
      const result = await call<{ data: Course[] }>('GET', path, { token: teacher.token });
      expect(result.status, result.text).toBe(200);
      expect(result.body.data.map((c) => c.id)).toEqual([second.id, first.id]);
    }
    expectError(await call('GET', '/instructor/courses', { token: student.token }), 403, 'course/teachers-only');
    expectError(await call('GET', '/teacher-courses', { token: student.token }), 403, 'course/teachers-only');
  });
});

describe('GET, PUT, DELETE /instructor/courses/{id}', () => {
  it('answers the course with its chapters and lessons in order, to the owner and administrators', async () => {
    const course = await createCourse();
    const c1 = await addChapter(course.id, 'One');
    const c2 = await addChapter(course.id, 'Two');
    const l1 = await addLesson(c1.id, { title: 'A', type: 'assignment', instructions: 'Write' });
    const l2 = await addLesson(c1.id, { title: 'B', type: 'quiz' });
    const result = await detail(course.id);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ id: course.id, chapter_count: 2, lesson_count: 2 });
    expect(result.body.data.chapters.map((c) => [c.id, c.lessons.map((l) => l.id)])).toEqual([[c1.id, [l1.id, l2.id]], [c2.id, []]]);
    expect((await detail(course.id, admin)).status).toBe(200);
    expectError(await detail(course.id, other), 403, 'course/not-owner');
    expectError(await detail(course.id, student), 403, 'course/teachers-only');
    expectError(await detail('missing-course'), 404, 'course/not-found');
    expectError(await detail('__bad__'), 400, 'validation/invalid-id');
  });

  it('edits the named fields of the owner’s editable course only', async () => {
    const course = await createCourse();
    const put = (body: unknown, who: TestUser = owner, id = course.id) => call<{ data: Course }>('PUT', `/instructor/courses/${id}`, { token: who.token, body });
    const result = await put({ title: 'Renamed', price: 40 });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ title: 'Renamed', price: 40, description: NEW_COURSE.description });
    expect(await stored(course.id)).toMatchObject({ title: 'Renamed', price: 40 });
    expectError(await put({}), 400, 'validation/all-fields-required');
    expectError(await put({ price: -5 }), 400, 'course/invalid-price');
    expectError(await put({ price: 0.5 }), 400, 'course/invalid-price');
    expectError(await put({ chapter_count: 9 }), 400, 'validation/invalid-input');
    expectError(await put({ thumbnail_id: 'no-such-file' }), 404, 'course/upload-not-found');
    expectError(await put({ title: 'Mine' }, other), 403, 'course/not-owner');
    expectError(await put({ title: 'Mine' }, student), 403, 'course/teachers-only');
    expectError(await put({ title: 'Mine' }, admin), 403, 'course/not-owner');
    expectError(await put({ title: 'x' }, owner, 'missing-course'), 404, 'course/not-found');
    // In Review and Published are changed through Draft.
    for (const status of ['In Review', 'Published'] as const) {
      await setStatus(course.id, status);
      expectError(await put({ title: 'Locked' }), 409, 'course/not-editable');
    }
    for (const status of ['Rejected', 'Assigned'] as const) {
      await setStatus(course.id, status);
      expect((await put({ title: status })).status).toBe(200);
    }
  });

  it('deletes with chapters, lessons and files: the owner while editable, administrators always', async () => {
    const course = await createCourse();
    const chapter = await addChapter(course.id);
    await addLesson(chapter.id);
    const del = (who: TestUser, id = course.id) => call<{ data: { id: string } }>('DELETE', `/instructor/courses/${id}`, { token: who.token });
    expectError(await del(other), 403, 'course/not-owner');
    expectError(await del(student), 403, 'course/teachers-only');
    await setStatus(course.id, 'Published');
    expectError(await del(owner), 409, 'course/not-editable');
    await setStatus(course.id, 'Draft');
    const result = await del(owner);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toEqual({ id: course.id });
    expect(await stored(course.id)).toBeUndefined();
    expect((await adminDb.collection(`courses/${course.id}/chapters`).get()).size).toBe(0);
    expect((await adminDb.collection(`courses/${course.id}/lessons`).get()).size).toBe(0);
    expectError(await del(owner), 404, 'course/not-found');

    const published = await createCourse();
    await setStatus(published.id, 'Published');
    expect((await del(admin, published.id)).status).toBe(200);
  });
});

describe('status moves', () => {
  it('lets the owner submit, withdraw, resubmit from Assigned and unpublish, with the spec’s messages', async () => {
    const course = await createCourse();
    let result = await move(course.id, 'In Review');
    expect(result.status, result.text).toBe(200);
    expect(result.body.message).toBe('Course moved to In Review');
    expect(result.body.data.status).toBe('In Review');
    expect(result.body.data.status_updated_at).not.toBeNull();
    expect((await move(course.id, 'Draft')).body.data.status).toBe('Draft');
    await setStatus(course.id, 'Assigned');
    expect((await move(course.id, 'In Review')).body.data.status).toBe('In Review');
    await setStatus(course.id, 'Published');
    result = await move(course.id, 'Draft');
    expect(result.body).toMatchObject({ message: 'Course moved to Draft', data: { status: 'Draft' } });
  });

  it('refuses illegal moves and unknown statuses with the spec’s texts', async () => {
    const course = await createCourse();
    let result = await move(course.id, 'Published');
    expectError(result, 409, 'course/cannot-move');
    expect(result.body.message).toBe('Course cannot move to Published');
    expectError(await move(course.id, 'Draft'), 409, 'course/cannot-move');
    expectError(await move(course.id, 'Rejected'), 409, 'course/cannot-move');
    result = await move(course.id, 'Archived');
    expectError(result, 400, 'course/unknown-status');
    expect(result.body.message).toBe('Unknown status: Archived');
    expectError(await move(course.id, ''), 400, 'course/unknown-status');
    expectError(await move(course.id, 7), 400, 'course/unknown-status');
    await setStatus(course.id, 'In Review');
    expectError(await move(course.id, 'Published'), 409, 'course/cannot-move');
    expectError(await move(course.id, 'Draft', other), 403, 'course/not-owner');
    expectError(await move(course.id, 'Draft', student), 403, 'course/teachers-only');
    expectError(await move('missing-course', 'Draft'), 404, 'course/not-found');
    expect((await stored(course.id))?.status).toBe('In Review');
  });

  it('answers the status with the moves open to the caller', async () => {
    const course = await createCourse();
    const status = (who: TestUser) => call<{ data: CourseStatusInfo }>('GET', `/instructor/courses/${course.id}/status`, { token: who.token });
    let result = await status(owner);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ id: course.id, status: 'Draft', reject_reason: null, allowed: ['In Review'] });
    await move(course.id, 'In Review');
    result = await status(admin);
    expect(result.body.data.allowed).toEqual(['Published', 'Rejected']);
    expectError(await status(other), 403, 'course/not-owner');
  });

  it('moves many of the owner’s courses at once, all or nothing', async () => {
    const [a, b] = [await createCourse(), await createCourse()];
    const foreign = await createCourse(other);
    const bulk = (body: unknown, who: TestUser = owner) =>
      call<{ data: Course[]; message: string }>('PATCH', '/instructor/courses/bulk-status', { token: who.token, body });

    // A foreign id and a missing one block everything, and are named.
    let result = await bulk({ courseIds: [a.id, foreign.id, b.id, 'missing-course'], status: 'In Review' });
    expectError(result, 409, 'course/bulk-blocked');
    expect(result.body.values).toEqual({ status: 'In Review', courseIds: `${foreign.id}, missing-course` });
    expect(result.body.fields).toEqual([
      expect.objectContaining({ path: 'courseIds.1', code: 'course/not-owner' }),
      expect.objectContaining({ path: 'courseIds.3', code: 'course/not-found' }),
    ]);
    for (const id of [a.id, b.id, foreign.id]) expect((await stored(id))?.status).toBe('Draft');

    // One course that cannot make the move blocks the others too.
    await setStatus(b.id, 'Published');
    result = await bulk({ courseIds: [a.id, b.id], status: 'In Review' });
    expectError(result, 409, 'course/bulk-blocked');
    expect(result.body.values?.courseIds).toBe(b.id);
    expect((await stored(a.id))?.status).toBe('Draft');

    await setStatus(b.id, 'Draft');
    result = await bulk({ courseIds: [a.id, b.id, a.id], status: 'In Review' });
    expect(result.status, result.text).toBe(200);
    expect(result.body.message).toBe('Course moved to In Review');
    expect(result.body.data.map((c) => [c.id, c.status])).toEqual([[a.id, 'In Review'], [b.id, 'In Review']]);

    expectError(await bulk({ courseIds: [a.id], status: 'Gone' }), 400, 'course/unknown-status');
    expectError(await bulk({ courseIds: [], status: 'Draft' }), 400, 'validation/invalid-input');
    expectError(await bulk({ courseIds: ['../x'], status: 'Draft' }), 400, 'validation/invalid-id');
    expectError(await bulk({ courseIds: [a.id], status: 'Draft' }, student), 403, 'course/teachers-only');
    result = await bulk({ courseIds: [a.id, b.id], status: 'Draft' }, other);
    expectError(result, 409, 'course/bulk-blocked');
    expect((await stored(a.id))?.status).toBe('In Review');
  });
});

describe('administrators’ review', () => {
  it('publishes or rejects (with a reason) a course In Review, one at a time', async () => {
    const course = await createCourse();
    expectError(await review(course.id, { status: 'Published' }), 409, 'course/cannot-move');
    await move(course.id, 'In Review');
    const queue = await call<{ data: Course[] }>('GET', '/admin/courses?status=In Review', { token: admin.token });
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body.data.map((c) => c.id)).toContain(course.id);
    expect(queue.body.data.every((c) => c.status === 'In Review')).toBe(true);

    expectError(await review(course.id, { status: 'Rejected' }), 400, 'course/reject-reason-required');
    expectError(await review(course.id, { status: 'Rejected', reason: '  ' }), 400, 'course/reject-reason-required');
    expectError(await review(course.id, { status: 'Draft' }), 409, 'course/cannot-move');
    expectError(await review(course.id, { status: 'Live' }), 400, 'course/unknown-status');
    expectError(await review(course.id, { status: 'Published' }, owner), 403, 'course/admins-only');
    expectError(await review(course.id, { status: 'Published' }, student), 403, 'course/admins-only');

    let result = await review(course.id, { status: 'Rejected', reason: 'Add a chapter on graphs.' });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ message: 'Course moved to Rejected', data: { status: 'Rejected', reject_reason: 'Add a chapter on graphs.' } });
    // The owner takes it back to Draft, fixes it and submits again; the reason goes with the move.
    expect((await move(course.id, 'Draft')).body.data.reject_reason).toBeNull();
    await move(course.id, 'In Review');
    result = await review(course.id, { status: 'Published' });
    expect(result.body.data).toMatchObject({ status: 'Published', reject_reason: null });
    expect(await stored(course.id)).toMatchObject({ status: 'Published', reviewed_by: admin.uid });
    expectError(await call('GET', '/admin/courses', { token: owner.token }), 403, 'course/admins-only');
    expectError(await call('GET', '/admin/courses?status=Nope', { token: admin.token }), 400, 'validation/invalid-input');
  });

  it('reviews many at once, all or nothing', async () => {
    const [a, b, c] = [await createCourse(), await createCourse(other), await createCourse()];
    await move(a.id, 'In Review');
    await move(b.id, 'In Review', other);
    const bulk = (body: unknown) => call<{ data: Course[] }>('PATCH', '/admin/courses/bulk-status', { token: admin.token, body });
    let result = await bulk({ courseIds: [a.id, b.id, c.id], status: 'Published' });
    expectError(result, 409, 'course/bulk-blocked');
    expect(result.body.values?.courseIds).toBe(c.id);
    expect((await stored(a.id))?.status).toBe('In Review');
    expectError(await bulk({ courseIds: [a.id, b.id], status: 'Rejected' }), 400, 'course/reject-reason-required');
    result = await bulk({ courseIds: [a.id, b.id], status: 'Rejected', reason: 'Too short' });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.map((x) => x.status)).toEqual(['Rejected', 'Rejected']);
    expect((await stored(b.id))?.reject_reason).toBe('Too short');
  });

  it('counts courses In Review on the administrator’s home', async () => {
    const course = await createCourse();
    await move(course.id, 'In Review');
    // The count is global and the browser journeys run beside this file: compare until a read
    // falls between two of their moves.
    const compare = async () => {
      const result = await call<{ data: { queues: Record<string, number> } }>('GET', '/home', { token: admin.token });
      expect(result.status, result.text).toBe(200);
      const inReview = (await adminDb.collection('courses').where('status', '==', 'In Review').count().get()).data().count;
      return { answered: result.body.data.queues.courses_in_review, inReview };
    };
    let last = await compare();
    for (let i = 0; i < 10 && last.answered !== last.inReview; i += 1) last = await compare();
    expect(last.answered).toBe(last.inReview);
    expect(last.inReview).toBeGreaterThan(0);
  });
});

describe('chapters', () => {
  it('adds, renames and deletes chapters, keeping the counts', async () => {
    const course = await createCourse();
    const chapter = await addChapter(course.id, 'Intro');
    expect(chapter).toMatchObject({ course_id: course.id, title: 'Intro', order: 0 });
    expect((await addChapter(course.id, 'Next')).order).toBe(1);
    expect((await stored(course.id))?.chapter_count).toBe(2);

    const put = (id: string, body: unknown, who: TestUser = owner) => call<{ data: Chapter }>('PUT', `/instructor/chapters/${id}`, { token: who.token, body });
    const result = await put(chapter.id, { title: 'Welcome' });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.title).toBe('Welcome');
    expectError(await put(chapter.id, { title: '   ' }), 400, 'course/chapter-title-required');
    expectError(await put(chapter.id, {}), 400, 'course/chapter-title-required');
    expectError(await put(chapter.id, { title: 'Mine' }, other), 403, 'course/not-owner');
    expectError(await put(chapter.id, { title: 'Mine' }, student), 403, 'course/teachers-only');
    expectError(await put('missing-chapter', { title: 'x' }), 404, 'course/chapter-not-found');

    expectError(await call('POST', `/instructor/courses/${course.id}/chapters`, { token: owner.token, body: { title: '' } }), 400, 'course/chapter-title-required');
    expectError(await call('POST', `/instructor/courses/${course.id}/chapters`, { token: other.token, body: { title: 'x' } }), 403, 'course/not-owner');
    expectError(await call('POST', '/instructor/courses/missing-course/chapters', { token: owner.token, body: { title: 'x' } }), 404, 'course/not-found');

    await addLesson(chapter.id);
    await addLesson(chapter.id);
    expect(await stored(course.id)).toMatchObject({ chapter_count: 2, lesson_count: 2 });
    expectError(await call('DELETE', `/instructor/chapters/${chapter.id}`, { token: other.token }), 403, 'course/not-owner');
    const del = await call('DELETE', `/instructor/chapters/${chapter.id}`, { token: owner.token });
    expect(del.status, del.text).toBe(200);
    expect(await stored(course.id)).toMatchObject({ chapter_count: 1, lesson_count: 0 });
    expect((await adminDb.collection(`courses/${course.id}/lessons`).get()).size).toBe(0);
    expectError(await call('DELETE', `/instructor/chapters/${chapter.id}`, { token: owner.token }), 404, 'course/chapter-not-found');
  });

  it('is locked while the course is In Review or Published', async () => {
    const course = await createCourse();
    const chapter = await addChapter(course.id);
    await move(course.id, 'In Review');
    expectError(await call('POST', `/instructor/courses/${course.id}/chapters`, { token: owner.token, body: { title: 'x' } }), 409, 'course/not-editable');
    expectError(await call('PUT', `/instructor/chapters/${chapter.id}`, { token: owner.token, body: { title: 'x' } }), 409, 'course/not-editable');
    expectError(await call('DELETE', `/instructor/chapters/${chapter.id}`, { token: owner.token }), 409, 'course/not-editable');
    expectError(await call('POST', `/instructor/chapters/${chapter.id}/lessons`, { token: owner.token, body: { title: 'x', type: 'quiz' } }), 409, 'course/not-editable');
  });
});

describe('counts under concurrent edits', () => {
  it('keeps chapter_count and lesson_count equal to what exists, with distinct orders', async () => {
    const course = await createCourse();
    const chapters = await Promise.all([1, 2, 3, 4].map((n) => addChapter(course.id, `Chapter ${n}`)));
    expect(new Set(chapters.map((c) => c.order)).size).toBe(4);
    const lessons = await Promise.all([1, 2, 3, 4].map((n) => addLesson(chapters[0]!.id, { title: `Lesson ${n}`, type: 'quiz' })));
    expect(new Set(lessons.map((l) => l.order)).size).toBe(4);
    const [lessonGone, chapterGone] = await Promise.all([
      call('DELETE', `/instructor/lessons/${lessons[0]!.id}`, { token: owner.token }),
      call('DELETE', `/instructor/chapters/${chapters[1]!.id}`, { token: owner.token }),
      addLesson(chapters[2]!.id),
    ]);
    expect([lessonGone.status, chapterGone.status], chapterGone.text).toEqual([200, 200]);
    const [chapterDocs, lessonDocs] = await Promise.all([
      adminDb.collection(`courses/${course.id}/chapters`).get(),
      adminDb.collection(`courses/${course.id}/lessons`).get(),
    ]);
    expect(await stored(course.id)).toMatchObject({ chapter_count: chapterDocs.size, lesson_count: lessonDocs.size });
    expect([chapterDocs.size, lessonDocs.size]).toEqual([3, 4]);
  });
});

describe('lessons', () => {
  it('adds, edits and deletes lessons, keeping the count', async () => {
    const course = await createCourse();
    const chapter = await addChapter(course.id);
    const lesson = await addLesson(chapter.id, { title: 'Read', type: 'assignment', duration: 15, instructions: 'Read page 3', quiz_id: 'ignored' });
    expect(lesson).toMatchObject({
      course_id: course.id, chapter_id: chapter.id, type: 'assignment', title: 'Read', duration: 15, status: 'Draft', order: 0,
      preview: false, instructions: 'Read page 3', quiz_id: null, file: null,
    });
    expect((await addLesson(chapter.id)).order).toBe(1);
    expect((await stored(course.id))?.lesson_count).toBe(2);

    const put = (body: unknown, who: TestUser = owner) => call<{ data: Lesson }>('PUT', `/instructor/lessons/${lesson.id}`, { token: who.token, body });
    let result = await put({ title: 'Read more', status: 'Published', preview: true });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ title: 'Read more', status: 'Published', preview: true, instructions: 'Read page 3' });
    // A new type drops the old type's fields.
    result = await put({ type: 'quiz' });
    expect(result.body.data).toMatchObject({ type: 'quiz', instructions: null, quiz_id: null });
    expectError(await put({ type: 'podcast' }), 400, 'course/invalid-lesson-type');
    expectError(await put({ title: ' ' }), 400, 'course/lesson-title-required');
    expectError(await put({ duration: -1 }), 400, 'course/invalid-duration');
    expectError(await put({}), 400, 'validation/all-fields-required');
    expectError(await put({ quiz_id: 'no-such-quiz' }), 404, 'course/quiz-not-found');
    expectError(await put({ title: 'x' }, other), 403, 'course/not-owner');
    expectError(await call('PUT', '/instructor/lessons/missing-lesson', { token: owner.token, body: { title: 'x' } }), 404, 'course/lesson-not-found');

    const post = (body: unknown, id = chapter.id) => call('POST', `/instructor/chapters/${id}/lessons`, { token: owner.token, body });
    expectError(await post({ title: 'x', type: 'podcast' }), 400, 'course/invalid-lesson-type');
    expectError(await post({ title: 'x' }), 400, 'course/invalid-lesson-type');
    expectError(await post({ type: 'video' }), 400, 'course/lesson-title-required');
    expectError(await post({ title: 'x', type: 'video', duration: 2.5 }), 400, 'course/invalid-duration');
    expectError(await post({ title: 'x', type: 'video', file_id: 'no-such-file' }), 404, 'course/upload-not-found');
    expectError(await post({ title: 'x', type: 'video' }, 'missing-chapter'), 404, 'course/chapter-not-found');

    const del = await call('DELETE', `/instructor/lessons/${lesson.id}`, { token: owner.token });
    expect(del.status, del.text).toBe(200);
    expect((await stored(course.id))?.lesson_count).toBe(1);
    expectError(await call('DELETE', `/instructor/lessons/${lesson.id}`, { token: owner.token }), 404, 'course/lesson-not-found');
  });

  it('links a quiz lesson to one of the owner’s quizzes only', async () => {
    const course = await createCourse();
    const chapter = await addChapter(course.id);
    const quizId = `quiz-${randomUUID()}`;
    const foreignQuiz = `quiz-${randomUUID()}`;
    await adminDb.doc(`quizzes/${quizId}`).set({ title: 'Q', owner_uid: owner.uid, status: 'draft' });
    await adminDb.doc(`quizzes/${foreignQuiz}`).set({ title: 'Q', owner_uid: other.uid, status: 'draft' });
    expect((await addLesson(chapter.id, { title: 'Check', type: 'quiz', quiz_id: quizId })).quiz_id).toBe(quizId);
    expectError(await call('POST', `/instructor/chapters/${chapter.id}/lessons`, { token: owner.token, body: { title: 'x', type: 'quiz', quiz_id: foreignQuiz } }), 404, 'course/quiz-not-found');
  });
});

describe('PATCH /instructor/courses/{id}/order', () => {
  it('reorders chapters and moves lessons between them; a stale outline changes nothing', async () => {
    const course = await createCourse();
    const [c1, c2] = [await addChapter(course.id, 'One'), await addChapter(course.id, 'Two')];
    const [l1, l2] = [await addLesson(c1.id), await addLesson(c1.id)];
    const l3 = await addLesson(c2.id);
    const order = (body: unknown, who: TestUser = owner) => call<{ data: CourseDetail }>('PATCH', `/instructor/courses/${course.id}/order`, { token: who.token, body });
    const result = await order({ chapters: [{ id: c2.id, lessons: [l3.id, l2.id] }, { id: c1.id, lessons: [l1.id] }] });
    expect(result.status, result.text).toBe(200);
    const outline = (d: CourseDetail) => d.chapters.map((c) => [c.id, c.lessons.map((l) => l.id)]);
    expect(outline(result.body.data)).toEqual([[c2.id, [l3.id, l2.id]], [c1.id, [l1.id]]]);
    expect(outline((await detail(course.id)).body.data)).toEqual([[c2.id, [l3.id, l2.id]], [c1.id, [l1.id]]]);

    expectError(await order({ chapters: [{ id: c1.id, lessons: [l1.id, l2.id, l3.id] }] }), 409, 'course/order-mismatch');
    expectError(await order({ chapters: [{ id: c1.id, lessons: [l1.id, l2.id] }, { id: c2.id, lessons: [] }] }), 409, 'course/order-mismatch');
    expectError(await order({ chapters: [{ id: c1.id, lessons: [l1.id] }, { id: c2.id, lessons: [l2.id, l3.id, 'made-up'] }] }), 409, 'course/order-mismatch');
    expectError(await order({ chapters: 'all' }), 400, 'validation/invalid-input');
    expectError(await order({ chapters: [] }, other), 403, 'course/not-owner');
    expect(outline((await detail(course.id)).body.data)).toEqual([[c2.id, [l3.id, l2.id]], [c1.id, [l1.id]]]);
  });
});

describe('uploads', () => {
  const declare = (courseId: string, body: unknown, who: TestUser = owner) =>
    call<{ data: CourseUploadTarget }>('POST', `/instructor/courses/${courseId}/uploads`, { token: who.token, body });
  const complete = (courseId: string, fileId: string, who: TestUser = owner) =>
    call<{ data: CourseFile }>('POST', `/instructor/courses/${courseId}/uploads/${fileId}/complete`, { token: who.token });

  async function uploadFile(courseId: string, kind: string, contentType: string, bytes: Buffer): Promise<CallResult<{ data: CourseFile }>> {
    const declared = await declare(courseId, { kind, content_type: contentType, size: bytes.length });
    expect(declared.status, declared.text).toBe(201);
    await upload(declared.body.data.upload, bytes);
    return complete(courseId, declared.body.data.file_id);
  }

  it('refuses wrong types and sizes before any upload', async () => {
    const course = await createCourse();
    expectError(await declare(course.id, { kind: 'thumbnail', content_type: 'image/svg+xml', size: 10 }), 415, 'course/thumbnail-type');
    expectError(await declare(course.id, { kind: 'thumbnail', content_type: 'image/png', size: 2 * 1024 * 1024 }), 413, 'course/thumbnail-too-large');
    expectError(await declare(course.id, { kind: 'video', content_type: 'video/webm', size: 10 }), 415, 'course/video-type');
    expectError(await declare(course.id, { kind: 'video', content_type: 'video/mp4', size: 1024 * 1024 * 1024 + 1 }), 413, 'course/video-too-large');
    expectError(await declare(course.id, { kind: 'document', content_type: 'application/msword', size: 10 }), 415, 'course/document-type');
    expectError(await declare(course.id, { kind: 'document', content_type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }), 413, 'course/document-too-large');
    expectError(await declare(course.id, { kind: 'audio', content_type: 'audio/mpeg', size: 10 }), 400, 'course/upload-kind');
    expectError(await declare(course.id, { kind: 'thumbnail', content_type: 'image/png', size: 0 }), 400, 'validation/invalid-input');
    expectError(await declare(course.id, { kind: 'thumbnail', content_type: 'image/png', size: 10 }, other), 403, 'course/not-owner');
    expectError(await declare(course.id, { kind: 'thumbnail', content_type: 'image/png', size: 10 }, student), 403, 'course/teachers-only');
    expect((await declare(course.id, { kind: 'video', content_type: 'video/mp4', size: 1024 * 1024 * 1024 })).status).toBe(201);
  });

  it('checks the finished file, sets the thumbnail and lesson files', async () => {
    const course = await createCourse();
    const thumb = await uploadFile(course.id, 'thumbnail', 'image/png', SAMPLE_PNG);
    expect(thumb.status, thumb.text).toBe(200);
    expect(thumb.body.data.url).toContain('token=');
    const put = await call<{ data: Course }>('PUT', `/instructor/courses/${course.id}`, { token: owner.token, body: { thumbnail_id: thumb.body.data.id } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.data.thumbnail).toEqual(thumb.body.data);
    const image = await fetch(thumb.body.data.url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);

    const video = await uploadFile(course.id, 'video', 'video/mp4', SAMPLE_MP4);
    expect(video.status, video.text).toBe(200);
    const pdf = samplePdf();
    const doc = await uploadFile(course.id, 'document', 'application/pdf', pdf);
    expect(doc.status, doc.text).toBe(200);
    const chapter = await addChapter(course.id);
    expect((await addLesson(chapter.id, { title: 'Watch', type: 'video', file_id: video.body.data.id })).file).toEqual(video.body.data);
    expect((await addLesson(chapter.id, { title: 'Read', type: 'document', file_id: doc.body.data.id })).file).toEqual(doc.body.data);
    // A file of the wrong kind for the lesson, or for the thumbnail.
    expectError(await call('POST', `/instructor/chapters/${chapter.id}/lessons`, { token: owner.token, body: { title: 'x', type: 'video', file_id: doc.body.data.id } }), 400, 'course/file-mismatch');
    expectError(await call('PUT', `/instructor/courses/${course.id}`, { token: owner.token, body: { thumbnail_id: video.body.data.id } }), 400, 'course/file-mismatch');

    // Deleting the course removes its objects.
    expect((await objectsUnder(`courses/${course.id}/`)).length).toBe(3);
    expect((await call('DELETE', `/instructor/courses/${course.id}`, { token: owner.token })).status).toBe(200);
    expect(await objectsUnder(`courses/${course.id}/`)).toEqual([]);
  });

  it('refuses a file that is not what was declared, and deletes it', async () => {
    const course = await createCourse();
    let result = await uploadFile(course.id, 'document', 'application/pdf', PDF_HTML_EXE_POLYGLOT);
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.values).toEqual({ reason: 'content-mismatch' });
    result = await uploadFile(course.id, 'thumbnail', 'image/png', samplePdf());
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.values).toEqual({ reason: 'bad-signature' });
    expect(await objectsUnder(`courses/${course.id}/`)).toEqual([]);

    const declared = await declare(course.id, { kind: 'thumbnail', content_type: 'image/png', size: SAMPLE_PNG.length });
    expectError(await complete(course.id, declared.body.data.file_id), 409, 'upload/not-finished');
    expectError(await complete(course.id, 'missing-file'), 404, 'course/upload-not-found');
    // A file refused is gone: it cannot be completed again or used.
    expectError(await call('PUT', `/instructor/courses/${course.id}`, { token: owner.token, body: { thumbnail_id: declared.body.data.file_id } }), 404, 'course/upload-not-found');
  });
});
