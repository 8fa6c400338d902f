// The /training-centre area over HTTP (docs/centres.md, "The area"): overview, classes,
// students, analytics and its CSV on a small fixture (a centre with two teachers, a class with
// a student and graded submissions, enterprise courses with enrolments and an order), each
// centre seeing only its own, administrators with ?enterprise=, teachers and students refused;
// deactivating a student shuts them out of the centre's lessons until reactivated; settings
// (validation, the logo upload, the join-code default for the centre's teachers). No 5xx
// anywhere (support/api.ts).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CentreAnalytics, CentreClass, CentreOverview, CentreSettings, CentreStudent, CentreSummary,
} from '@shared/schemas/centre-area';
import type { CourseFile } from '@shared/schemas/course';
import { adminDb } from '../support/admin';
import { call, expectError, type CallResult } from '../support/api';
import { addMemberDirect, createClassDirect, type TestClass } from '../support/classes';
import { createCourseDirect, orderId, type SeededCourse } from '../support/course-enrollment';
import { SAMPLE_PNG, samplePdf, upload } from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

interface Answer<T> {
  status: string;
  data: T;
}

let centre: TestUser;
let otherCentre: TestUser;
let teacherA: TestUser;
let teacherB: TestUser;
let loneTeacher: TestUser;
let student: TestUser;
let learner: TestUser;
let admin: TestUser;
let klass: TestClass;
let published: SeededCourse;
let draft: SeededCourse;
let second: SeededCourse;
let othersCourse: SeededCourse;

const DAY = 24 * 60 * 60 * 1000;

const get = <T>(path: string, who: TestUser) => call<Answer<T>>('GET', `/training-centre${path}`, { token: who.token });

async function addCentreTeacher(centreUser: TestUser, teacher: TestUser): Promise<void> {
  await adminDb.doc(`centreTeachers/${centreUser.uid}_${teacher.uid}`).set({
    enterprise_id: centreUser.uid, teacher_id: teacher.uid, name: 'Test User', email: teacher.email, added_at: Timestamp.now(), added_by: centreUser.uid, via: 'id',
  });
}

/** Enrols through the API; enroll.ts stamps the course's centre on the enrolment. */
async function enrolStamped(who: TestUser, course: SeededCourse, enterprise: string): Promise<void> {
  const result = await call('POST', `/courses/${course.id}/enroll`, { token: who.token, body: { order_id: orderId() } });
  expect(result.status, result.text).toBe(201);
  expect((await adminDb.doc(`enrollments/${course.id}_${who.uid}`).get()).get('enterprise')).toBe(enterprise);
}

async function submission(classId: string, uid: string, status: 'graded' | 'submitted', percent: number): Promise<void> {
  await adminDb.doc(`classes/${classId}/challenges/ch-${randomUUID()}/submissions/${uid}`).set({
    uid, class_id: classId, challenge_id: 'x', quiz_id: 'q', status, percent, score: percent, max_score: 100, submitted_at: Timestamp.now(),
  });
}

beforeAll(async () => {
  [centre, otherCentre, teacherA, teacherB, loneTeacher, student, learner, admin] = await Promise.all([
    createTestUser({ userType: 'centers' }),
    createTestUser({ userType: 'centers' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ sparks: 100 }),
    createTestUser({ sparks: 100 }),
    createTestUser({ userType: 'administrator' }),
  ]);
  await Promise.all([addCentreTeacher(centre, teacherA), addCentreTeacher(centre, teacherB)]);
  await adminDb.doc(`users/${centre.uid}`).update({ organization: 'Noor Training Centre' });
  await adminDb.doc(`wallets/${centre.uid}`).set({ spark_balance: 90 });
  klass = await createClassDirect(teacherA, 'Centre class');
  await addMemberDirect(klass.classId, student);
  await adminDb.doc(`classes/${klass.classId}`).update({ member_count: 1 });
  const enterprise = { enterprise: centre.uid, teacher_uid: teacherA.uid, teacher_name: 'Test User' };
  [published, second, draft, othersCourse] = await Promise.all([
    createCourseDirect(centre.uid, { ...enterprise, title: 'Centre algebra' }),
    createCourseDirect(centre.uid, { ...enterprise, title: 'Centre geometry' }),
    createCourseDirect(centre.uid, { ...enterprise, title: 'Centre draft', status: 'Draft' }),
    createCourseDirect(otherCentre.uid, { enterprise: otherCentre.uid, title: 'Other centre course' }),
  ]);
  await enrolStamped(student, published, centre.uid);
  await enrolStamped(learner, published, centre.uid);
  await enrolStamped(learner, othersCourse, otherCentre.uid);
  // learner finished the course; the sale of 40 sparks is this week's.
  await adminDb.doc(`enrollments/${published.id}_${learner.uid}`).update({ progress: 100, completed_lessons: published.lessonIds, completed_at: Timestamp.now() });
  await adminDb.doc(`courseOrders/${learner.uid}_${orderId()}`).set({
    uid: learner.uid, course_id: published.id, kind: 'enroll', enterprise: centre.uid, price: 40, charged: 40, commission: 4, earnings: 36, created_at: Timestamp.now(),
  });
  await adminDb.doc(`courseOrders/${learner.uid}_${orderId()}`).set({
    uid: learner.uid, course_id: othersCourse.id, kind: 'enroll', enterprise: otherCentre.uid, price: 7, charged: 7, commission: 1, earnings: 6, created_at: Timestamp.now(),
  });
  await Promise.all([
    submission(klass.classId, student.uid, 'graded', 95),
    submission(klass.classId, student.uid, 'graded', 60),
    submission(klass.classId, student.uid, 'submitted', 0),
  ]);
});

describe('who may use the area', () => {
  it('refuses teachers and students, and a centre naming another', async () => {
    for (const path of ['/overview', '/classes', '/students', '/analytics', '/analytics.csv', '/settings', '/centres']) {
      expectError(await get(path, teacherA), 403, 'centre/centres-only');
      expectError(await get(path, student), 403, 'centre/centres-only');
    }
    expectError(await get(`/overview?enterprise=${otherCentre.uid}`, centre), 403, 'centre/not-yours');
    expectError(await call('PUT', `/training-centre/students/${student.uid}/access`, { token: teacherA.token, body: { active: false } }), 403, 'centre/centres-only');
    expectError(await call('PUT', '/training-centre/settings', { token: student.token, body: {} }), 403, 'centre/centres-only');
    expectError(await get('/centres', centre), 403, 'auth/forbidden');
    expect((await call('GET', '/training-centre/overview')).status).toBe(401);
  });

  it('administrators name the centre', async () => {
    expectError(await get('/overview', admin), 400, 'centre/enterprise-required');
    const mine = await get<CentreOverview>('/overview', centre);
    const theirs = await get<CentreOverview>(`/overview?enterprise=${centre.uid}`, admin);
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.body.data).toEqual(mine.body.data);
    const centres = await get<CentreSummary[]>('/centres', admin);
    expect(centres.status, centres.text).toBe(200);
    expect(centres.body.data).toContainEqual({ id: centre.uid, name: 'Noor Training Centre', email: centre.email });
    expect(centres.body.data.some((c) => c.id === teacherA.uid)).toBe(false);
  });
});

describe('figures', () => {
  it('overview', async () => {
    const result = await get<CentreOverview>('/overview', centre);
    expect(result.status, result.text).toBe(200);
    const data = result.body.data;
    expect(data).toMatchObject({
      teachers: 2, students: 2, enrollments: 2, completions: 1, sparks_spent: 40, balance: 90,
      courses_by_status: { Draft: 1, Assigned: 0, 'In Review': 0, Published: 2, Rejected: 0 },
    });
    expect(data.series).toHaveLength(12);
    const thisWeek = data.series[11]!;
    expect(thisWeek).toMatchObject({ enrollments: 2, completions: 1, sparks_spent: 40 });
    expect(new Date(`${thisWeek.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    // The other centre sees only its own.
    const other = await get<CentreOverview>('/overview', otherCentre);
    expect(other.body.data).toMatchObject({ teachers: 0, students: 1, enrollments: 1, completions: 0, sparks_spent: 7 });
  });

  it('classes of the centre teachers, read-only', async () => {
    const result = await get<CentreClass[]>('/classes', centre);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toHaveLength(1);
    expect(result.body.data[0]).toMatchObject({ id: klass.classId, name: 'Centre class', teacher_id: teacherA.uid, member_count: 1 });
    expect(result.body.data[0]!.last_activity_at).toEqual(expect.any(String));
    expect((await get<CentreClass[]>('/classes', otherCentre)).body.data).toEqual([]);
  });

  it('students: enrolled learners and class members, searchable', async () => {
    const result = await get<CentreStudent[]>('/students', centre);
    expect(result.status, result.text).toBe(200);
    const byId = new Map(result.body.data.map((s) => [s.id, s]));
    expect([...byId.keys()].sort()).toEqual([student.uid, learner.uid].sort());
    expect(byId.get(student.uid)).toMatchObject({
      email: student.email, deactivated: false, classes: [{ id: klass.classId, name: 'Centre class' }],
      courses: [{ course_id: published.id, title: 'Centre algebra', progress: 0, status: 'Not Started' }], average_progress: 0,
    });
    expect(byId.get(learner.uid)).toMatchObject({ classes: [], courses: [{ course_id: published.id, progress: 100, status: 'Completed' }], average_progress: 100 });
    const found = await get<CentreStudent[]>(`/students?search=${encodeURIComponent(learner.email.toUpperCase())}`, centre);
    expect(found.body.data.map((s) => s.id)).toEqual([learner.uid]);
    expect((await get<CentreStudent[]>('/students?search=nobody-like-this', centre)).body.data).toEqual([]);
    const other = await get<CentreStudent[]>('/students', otherCentre);
    expect(other.body.data.map((s) => s.id)).toEqual([learner.uid]);
  });

  it('analytics and the CSV', async () => {
    const result = await get<CentreAnalytics>('/analytics', centre);
    expect(result.status, result.text).toBe(200);
    const data = result.body.data;
    expect(data.courses).toHaveLength(3);
    expect(data.courses[0]).toEqual({ course_id: published.id, title: 'Centre algebra', status: 'Published', enrollments: 2, completions: 1, completion_rate: 50 });
    expect(data.courses.find((c) => c.course_id === draft.id)).toMatchObject({ enrollments: 0, completion_rate: 0 });
    expect(data.quiz_bands).toEqual([
      { band: '0-49', count: 0 }, { band: '50-69', count: 1 }, { band: '70-89', count: 0 }, { band: '90-100', count: 1 },
    ]);
    expect(data.quiz_submissions).toBe(3);
    expect(data.classes).toEqual([{ class_id: klass.classId, name: 'Centre class', submissions: 3, average_percent: 78 }]);

    const csv = await call('GET', '/training-centre/analytics.csv', { token: centre.token, headers: { Accept: 'text/csv' } });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('section,id,name,status,enrollments,completions,completion_rate,submissions,average_percent');
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines[1]).toBe(`course,${published.id},Centre algebra,Published,2,1,50,,`);
    expect(lines[4]).toBe(`class,${klass.classId},Centre class,,,,,3,78`);
  });
});

describe('PUT /training-centre/students/{id}/access', () => {
  const access = (who: TestUser, id: string, body: unknown) => call<Answer<{ id: string; deactivated: boolean }>>('PUT', `/training-centre/students/${id}/access`, { token: who.token, body });
  const heartbeat = () =>
    call('POST', `/courses/${published.id}/lessons/${published.lessonIds[0]}/progress`, { token: student.token, body: { position: 1, duration: 10 } });

  it('deactivates a student on the centre courses only, until reactivated', async () => {
    expect((await heartbeat()).status).toBe(200);
    const off = await access(centre, student.uid, { active: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body.data).toEqual({ id: student.uid, deactivated: true });
    expect((await access(centre, student.uid, { active: false })).status).toBe(200);
    expectError(await heartbeat(), 403, 'centre/access-deactivated');
    expectError(await call('GET', `/courses/${published.id}/lessons/${published.lessonIds[0]}`, { token: student.token }), 403, 'centre/access-deactivated');
    expectError(await call('GET', `/courses/${published.id}/learn`, { token: student.token }), 403, 'centre/access-deactivated');
    expectError(await call('POST', `/courses/${second.id}/enroll`, { token: student.token, body: { order_id: orderId() } }), 403, 'centre/access-deactivated');
    // Renewal (checked before the renewal window) and My Learning's course page and progress call.
    const renewal = orderId();
    expectError(await call('POST', `/purchased-courses/${published.id}/renew`, { token: student.token, body: { order_id: renewal } }), 403, 'centre/access-deactivated');
    expect((await adminDb.doc(`courseOrders/${student.uid}_${renewal}`).get()).exists).toBe(false);
    expectError(await call('GET', `/purchased-courses/${published.id}`, { token: student.token }), 403, 'centre/access-deactivated');
    expectError(await call('PATCH', `/purchased-courses/${published.id}/progress`, { token: student.token, body: { progress: 0 } }), 403, 'centre/access-deactivated');
    expect((await get<CentreStudent[]>('/students', centre)).body.data.find((s) => s.id === student.uid)?.deactivated).toBe(true);
    // Another centre's course is not affected (the block is this centre's).
    expect((await call('GET', `/courses/${othersCourse.id}/learn`, { token: learner.token })).status).toBe(200);

    const on = await access(centre, student.uid, { active: true });
    expect(on.body.data).toEqual({ id: student.uid, deactivated: false });
    expect((await heartbeat()).status).toBe(200);
    expect((await call('GET', `/purchased-courses/${published.id}`, { token: student.token })).status).toBe(200);
    // Back in: renewal is refused only for its window now (access runs for months yet).
    expectError(await call('POST', `/purchased-courses/${published.id}/renew`, { token: student.token, body: { order_id: orderId() } }), 409, 'course-learning/not-renewable');
    expect((await call('POST', `/courses/${second.id}/enroll`, { token: student.token, body: { order_id: orderId() } })).status).toBe(201);
  });

  it('only the centre students, with a boolean', async () => {
    expectError(await access(centre, loneTeacher.uid, { active: false }), 404, 'centre/student-not-found');
    expectError(await access(otherCentre, student.uid, { active: false }), 404, 'centre/student-not-found');
    expectError(await access(centre, student.uid, { active: 'no' }), 400, 'validation/invalid-input');
    expectError(await access(centre, student.uid, {}), 400, 'validation/invalid-input');
    expectError(await access(centre, 'bad..id$', { active: true }), 400, 'validation/invalid-id');
    // Refused by the functions framework's parser before the app (no error code).
    expect((await call('PUT', `/training-centre/students/${student.uid}/access`, { token: centre.token, rawBody: '{"active":', contentType: 'application/json' })).status).toBe(400);
    const admins = await call<Answer<{ deactivated: boolean }>>('PUT', `/training-centre/students/${learner.uid}/access?enterprise=${otherCentre.uid}`, { token: admin.token, body: { active: true } });
    expect(admins.status, admins.text).toBe(200);
  });
});

describe('settings', () => {
  const base = { name: 'Noor Centre', join_code_days: 3, default_language: 'en' };
  const put = (body: unknown, who: TestUser = centre) => call<Answer<CentreSettings>>('PUT', '/training-centre/settings', { token: who.token, body });
  const declare = (body: unknown) => call<Answer<{ file_id: string; upload: { url: string; method: 'PUT'; headers: Record<string, string> } }>>('POST', '/training-centre/settings/uploads', { token: centre.token, body });
  const complete = (fileId: string) => call<Answer<CourseFile>>('POST', `/training-centre/settings/uploads/${fileId}/complete`, { token: centre.token });
  async function uploadLogo(contentType: string, bytes: Buffer): Promise<CallResult<Answer<CourseFile>>> {
    const declared = await declare({ content_type: contentType, size: bytes.length });
    expect(declared.status, declared.text).toBe(201);
    await upload(declared.body.data.upload, bytes);
    return complete(declared.body.data.file_id);
  }

  it('defaults until saved, then what was saved', async () => {
    const fresh = await get<CentreSettings>('/settings', otherCentre);
    expect(fresh.body.data).toEqual({
      name: 'Test User', logo: null, contact_email: '', contact_phone: '', website: '', join_code_days: 7, default_language: 'ar',
    });
    const saved = await put({ ...base, contact_email: 'Info@Noor.test', contact_phone: '+966501234567', website: 'https://noor.example.com' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toEqual({
      name: 'Noor Centre', logo: null, contact_email: 'info@noor.test', contact_phone: '+966501234567', website: 'https://noor.example.com', join_code_days: 3, default_language: 'en',
    });
    expect((await get<CentreSettings>('/settings', centre)).body.data).toEqual(saved.body.data);
    expect((await get<CentreSettings>(`/settings?enterprise=${centre.uid}`, admin)).body.data.name).toBe('Noor Centre');
  });

  it('says what is wrong', async () => {
    expectError(await put({ ...base, name: ' ' }), 400, 'centre/name-required');
    expectError(await put({ ...base, contact_email: 'not-an-address' }), 400, 'validation/invalid-email');
    expectError(await put({ ...base, contact_phone: '0501234567' }), 400, 'centre/invalid-phone');
    expectError(await put({ ...base, website: 'javascript:alert(1)' }), 400, 'centre/invalid-website');
    expectError(await put({ ...base, join_code_days: 0 }), 400, 'centre/invalid-join-code-days');
    expectError(await put({ ...base, join_code_days: 91 }), 400, 'centre/invalid-join-code-days');
    expectError(await put({ ...base, default_language: 'fr' }), 400, 'validation/invalid-input');
    expectError(await put({ ...base, logo_id: 'missing-logo' }), 404, 'centre/upload-not-found');
    expectError(await put([1, 2]), 415, 'validation/unsupported-media-type');
    const result = await put({ name: 'x', join_code_days: 'seven', website: 42 });
    expect(result.status).toBe(400);
  });

  it('the logo is a checked upload', async () => {
    expectError(await declare({ content_type: 'image/gif', size: 10 }), 415, 'centre/logo-type');
    expectError(await declare({ content_type: 'image/svg+xml', size: 10 }), 415, 'centre/logo-type');
    expectError(await declare({ content_type: 'image/png', size: 2 * 1024 * 1024 }), 413, 'centre/logo-too-large');
    expectError(await declare({ content_type: 'image/png', size: 0 }), 400, 'validation/invalid-input');
    // A PDF renamed .png.
    const renamed = await uploadLogo('image/png', samplePdf());
    expectError(renamed, 422, 'upload/invalid-file');
    expect(renamed.body.values).toEqual({ reason: 'bad-signature' });
    const declared = await declare({ content_type: 'image/png', size: SAMPLE_PNG.length });
    expectError(await complete(declared.body.data.file_id), 409, 'upload/not-finished');
    expectError(await complete('missing-file'), 404, 'centre/upload-not-found');

    const logo = await uploadLogo('image/png', SAMPLE_PNG);
    expect(logo.status, logo.text).toBe(200);
    expect(logo.body.data.url).toContain('token=');
    const image = await fetch(logo.body.data.url);
    expect(Buffer.from(await image.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);
    const saved = await put({ ...base, logo_id: logo.body.data.id });
    expect(saved.body.data.logo).toEqual(logo.body.data);
    // Absent keeps it, null removes it.
    expect((await put(base)).body.data.logo).toEqual(logo.body.data);
    expect((await put({ ...base, logo_id: null })).body.data.logo).toBeNull();
  });

  it("join codes of the centre's teachers default to its setting", async () => {
    expect((await put({ ...base, join_code_days: 3 })).status).toBe(200);
    const codeExpiry = async (teacher: TestUser) => {
      const created = await call<{ data: { id: string } }>('POST', '/classes', { token: teacher.token, body: { name: 'Join code class', course_field: 'science' } });
      expect(created.status, created.text).toBe(201);
      const code = await call<{ uniqueCode: string; expiresAt: string }>('GET', `/classes/${created.body.data.id}/unique-code?userId=${teacher.uid}`, { token: teacher.token });
      expect(code.status, code.text).toBe(200);
      const regenerated = await call<{ expiresAt: string }>('POST', `/classes/${created.body.data.id}/unique-code?userId=${teacher.uid}`, { token: teacher.token, body: {} });
      expect(regenerated.status, regenerated.text).toBe(200);
      return [Date.parse(code.body.expiresAt) - Date.now(), Date.parse(regenerated.body.expiresAt) - Date.now()];
    };
    for (const left of await codeExpiry(teacherB)) {
      expect(left).toBeGreaterThan(3 * DAY - 60_000);
      expect(left).toBeLessThanOrEqual(3 * DAY);
    }
    for (const left of await codeExpiry(loneTeacher)) {
      expect(left).toBeGreaterThan(7 * DAY - 60_000);
      expect(left).toBeLessThanOrEqual(7 * DAY);
    }
  });
});

describe('malformed input', () => {
  it('answers 4xx, never 5xx', async () => {
    expectError(await get('/overview?enterprise=../x', admin), 400, 'validation/invalid-id');
    expect((await get(`/overview?enterprise=${centre.uid}&enterprise=${otherCentre.uid}`, admin)).status).toBe(400);
    expect((await get(`/students?search[a]=b`, centre)).status).toBe(400);
    expect((await get(`/students?search=${'x'.repeat(300)}`, centre)).status).toBe(400);
    expectError(await call('PUT', '/training-centre/settings', { token: centre.token, rawBody: 'name=x', contentType: 'text/plain' }), 415, 'validation/unsupported-media-type');
    expect((await call('POST', '/training-centre/settings/uploads', { token: centre.token, body: { content_type: 'image/png', size: -5 } })).status).toBe(400);
    expect((await call('DELETE', '/training-centre/overview', { token: centre.token })).status).toBeGreaterThanOrEqual(400);
  });
});
