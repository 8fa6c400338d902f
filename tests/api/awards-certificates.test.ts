// Certificates (docs/awards.md, "Certificates"): issued once when a certified course is
// completed through the real API (the enrolment trigger), verified publicly, downloaded as a
// PDF by the owner, their teachers and administrators.
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueCertificate } from '@functions/services/awards/issue-certificate';
import { CREDENTIAL_ID_PATTERN, type CertificateVerification } from '@shared/schemas/awards';
import type { PurchasedCourse } from '@shared/schemas/course-learning';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createCourseDirect, orderId, type SeededCourse } from '../support/course-enrollment';
import { API } from '../support/env';
import { createTestUser, type TestUser } from '../support/users';

interface Answer<T> {
  data: T;
}

let owner: TestUser;
let learner: TestUser;
let arabicLearner: TestUser;
let stranger: TestUser;
let classTeacher: TestUser;
let admin: TestUser;
let course: SeededCourse;
let uncertified: SeededCourse;

/** Each run its own client address, so the verification limit is this file's alone. */
const ADDRESS = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const verify = (code: string, address = ADDRESS) =>
  call<Answer<CertificateVerification>>('GET', `/awards/certificates/verify/${code}`, { headers: { 'X-Forwarded-For': address } });

const awardId = (courseId: string, uid: string) => `c_${courseId}_${uid}`;
const awardOf = async (courseId: string, uid: string) => (await adminDb.doc(`awards/${awardId(courseId, uid)}`).get()).data();

/** Enrols (free) and opens the course's one document lesson, which completes it. */
async function completeThroughApi(user: TestUser, courseId: string, lessonId: string, opens = 1): Promise<void> {
  const enrolled = await call('POST', `/courses/${courseId}/enroll`, { token: user.token, body: { order_id: orderId() } });
  expect(enrolled.status, enrolled.text).toBe(201);
  const opened = await Promise.all(Array.from({ length: opens }, () => call('GET', `/courses/${courseId}/lessons/${lessonId}`, { token: user.token })));
  for (const answer of opened) expect(answer.status, answer.text).toBe(200);
}

/** Triggers are asynchronous (and the first one starts cold). */
const TRIGGER_TIMEOUT = 150_000;

async function waitForAward(courseId: string, uid: string) {
  await expect.poll(async () => (await awardOf(courseId, uid))?.credential_id, { timeout: TRIGGER_TIMEOUT - 30_000, interval: 500 }).toMatch(CREDENTIAL_ID_PATTERN);
  return (await awardOf(courseId, uid))!;
}

async function pdfOf(token: string | undefined, id: string): Promise<{ status: number; bytes: Buffer; headers: Headers; body: string }> {
  const response = await fetch(`${API}/awards/certificates/${id}/pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status).toBeLessThan(500);
  return { status: response.status, bytes, headers: response.headers, body: bytes.toString('utf8') };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.normalize('NFKC');
  } finally {
    await parser.destroy();
  }
}

/** The characters each glyph of the PDF's fonts stands for (their ToUnicode maps), and the fonts' names. */
function pdfFonts(bytes: Buffer): { toUnicode: string[]; names: string[] } {
  const raw = bytes.toString('latin1');
  const toUnicode: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    let text = '';
    try {
      text = inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('beginbfrange')) continue;
    for (const array of text.matchAll(/\[([^\]]*)\]/g)) toUnicode.push(...[...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!.toLowerCase()));
  }
  return { toUnicode, names: [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[2]!) };
}

beforeAll(async () => {
  [owner, learner, arabicLearner, stranger, classTeacher, admin] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'administrator' }),
  ]);
  await Promise.all([
    adminDb.doc(`users/${owner.uid}`).update({ first_name: 'Nadia', surname: 'Karim' }),
    adminDb.doc(`users/${learner.uid}`).update({ first_name: 'Sara', surname: 'Ali' }),
    adminDb.doc(`users/${arabicLearner.uid}`).update({ first_name: 'محمد', surname: 'أحمد' }),
  ]);
  const { classId } = await createClassDirect(classTeacher);
  await addMemberDirect(classId, learner);
  [course, uncertified] = await Promise.all([
    createCourseDirect(owner.uid, { certification: true, title: 'Python Basics', learning_objectives: [' Loops ', '', 'Functions'] }, [{ type: 'document' }]),
    createCourseDirect(owner.uid, { certification: false }, [{ type: 'document' }]),
  ]);
});

describe('issuing', () => {
  it('issues one certificate on completion, whatever repeats, and none for a course without certification', async () => {
    await completeThroughApi(learner, uncertified.id, uncertified.lessonIds[0]!);
    // Opened three times at once: completion is observed once, the certificate made once.
    await completeThroughApi(learner, course.id, course.lessonIds[0]!, 3);
    const award = await waitForAward(course.id, learner.uid);
    expect(award).toMatchObject({
      id: awardId(course.id, learner.uid), uid: learner.uid, type: 'certificate', points: 0, course_id: course.id,
      title: 'Python Basics', issuer: { kind: 'instructor', uid: owner.uid, name: 'Nadia Karim' }, learner_name: 'Sara Ali',
      language: 'en', skills: ['Loops', 'Functions'], image: null, status: 'valid', revoked_at: null,
    });
    // Called again, in parallel (a retried trigger): nothing new.
    const again = await Promise.all(Array.from({ length: 4 }, () => issueCertificate(course.id, learner.uid)));
    expect(again).toEqual(Array.from({ length: 4 }, () => ({ awardId: award.id, issued: false })));
    const [awards, codes] = await Promise.all([
      adminDb.collection('awards').where('uid', '==', learner.uid).where('type', '==', 'certificate').get(),
      adminDb.collection('certificateCodes').where('award_id', '==', award.id).get(),
    ]);
    expect(awards.docs.map((d) => d.id)).toEqual([award.id]);
    expect(codes.docs.map((d) => d.id)).toEqual([award.credential_id]);
    // The badge engine counted it once; the uncertified course's completion was handled and made nothing.
    await expect.poll(async () => (await adminDb.doc(`awardStats/${learner.uid}`).get()).get('metrics.certificates'), { timeout: 60_000, interval: 500 }).toBe(1);
    await expect.poll(async () => (await adminDb.doc(`awardStats/${learner.uid}/events/course:${uncertified.id}`).get()).exists, { timeout: 60_000, interval: 500 }).toBe(true);
    expect(await awardOf(uncertified.id, learner.uid)).toBeUndefined();
    expect(await issueCertificate(uncertified.id, learner.uid)).toBeNull();

    const list = await call<Answer<PurchasedCourse[]>>('GET', '/purchased-courses', { token: learner.token });
    expect(list.status, list.text).toBe(200);
    const byId = new Map(list.body.data.map((c) => [c.id, c]));
    expect(byId.get(course.id)).toMatchObject({ status: 'Completed', certificate: true, certificate_url: `/awards/certificates/${award.id}/pdf` });
    expect(byId.get(uncertified.id)).toMatchObject({ status: 'Completed', certificate: false, certificate_url: null });
  }, TRIGGER_TIMEOUT);
});

describe('verification', () => {
  it('answers a valid code with the certificate only, in any case, without a login', async () => {
    const award = await waitForAward(course.id, learner.uid);
    const answer = await verify(award.credential_id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toEqual({
      valid: true, status: 'valid', revoked_at: null,
      certificate: { credential_id: award.credential_id, title: 'Python Basics', issuer: 'Nadia Karim', learner_name: 'Sara Ali', issued_at: expect.any(String), skills: ['Loops', 'Functions'] },
    });
    expect(answer.text).not.toContain(learner.uid);
    expect(answer.text).not.toContain(learner.email);
    expect(answer.text).not.toContain(course.id);
    expect((await verify(award.credential_id.toLowerCase())).body.data.certificate.credential_id).toBe(award.credential_id);
  }, TRIGGER_TIMEOUT);

  it('says 404 for unknown and malformed codes, never more', async () => {
    for (const code of ['SPK-0000-0000-0000-0000', 'abc', 'SPK-0000-0000-0000-000I', `SPK-${'A'.repeat(200)}`, 'SPK%200000', 'c_x_y', 'x'.repeat(2000)]) {
      expectError(await verify(code), 404, 'awards/certificate-not-found');
    }
    // Path-like codes: the URL or Hosting resolves the dots, so another path answers; never with data, never 5xx.
    for (const path of ['..%2F..%2Fusers', '%2e%2e', '..', 'SPK-0000/0000']) {
      const answer = await verify(path);
      expect([400, 401, 404], `${path}: ${answer.text.slice(0, 200)}`).toContain(answer.status);
      expect(answer.body.data).toBeUndefined();
    }
  });

  it('says a revoked certificate is revoked', async () => {
    const award = await waitForAward(course.id, learner.uid);
    // Revoked as administrators do it (PUT), with a reason verification keeps to itself.
    const revoke = (body: object) => call<Answer<{ status: string; revoked_at: string | null }>>('PUT', `/awards/${award.id}`, { token: admin.token, body });
    const revoked = await revoke({ status: 'revoked', revoke_reason: 'Plagiarised final project' });
    expect(revoked.status, revoked.text).toBe(200);
    try {
      const answer = await verify(award.credential_id);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data).toMatchObject({ valid: false, status: 'revoked', revoked_at: revoked.body.data.revoked_at, certificate: { learner_name: 'Sara Ali' } });
      expect(answer.body.data.revoked_at).toEqual(expect.any(String));
      expect(answer.text).not.toContain('Plagiarised');
      // Revoked: its owner no longer downloads it (and My Learning offers none); administrators still do.
      expectError(await call('GET', `/awards/certificates/${award.id}/pdf`, { token: learner.token }), 404, 'awards/not-found');
      expect((await pdfOf(admin.token, award.id)).status).toBe(200);
      const list = await call<Answer<PurchasedCourse[]>>('GET', '/purchased-courses', { token: learner.token });
      expect(list.body.data.find((c) => c.id === course.id)).toMatchObject({ certificate: false, certificate_url: null });
    } finally {
      expect((await revoke({ status: 'valid' })).status).toBe(200);
    }
  });

  it('allows 60 checks a minute per client address', async () => {
    const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // One after another: each check is counted in one transaction on the address's counter.
    for (let i = 0; i < 60; i += 1) expect((await verify('SPK-0000-0000-0000-0000', address)).status).toBe(404);
    expectError(await verify('SPK-0000-0000-0000-0000', address), 429, 'common/rate-limited');
    expect((await verify('SPK-0000-0000-0000-0000')).status).toBe(404);
  }, 120_000);
});

describe('the PDF', () => {
  it('downloads for the owner, their class teacher and administrators, not for others', async () => {
    const award = await waitForAward(course.id, learner.uid);
    const mine = await pdfOf(learner.token, award.id);
    expect(mine.status, mine.body.slice(0, 200)).toBe(200);
    expect(mine.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${award.credential_id}.pdf"`);
    expect(mine.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(mine.bytes);
    for (const part of ['Sara Ali', 'Python Basics', award.credential_id, 'Nadia Karim', 'Loops', `/certificates/verify/${award.credential_id}`]) expect(text).toContain(part);

    expect((await pdfOf(classTeacher.token, award.id)).status).toBe(200);
    expect((await pdfOf(admin.token, award.id)).status).toBe(200);
    const denied = await call('GET', `/awards/certificates/${award.id}/pdf`, { token: stranger.token });
    expectError(denied, 403, 'awards/forbidden');
    expectError(await call('GET', `/awards/certificates/${award.id}/pdf`), 401, 'auth/no-token');
    expectError(await call('GET', `/awards/certificates/c_nothing_here/pdf`, { token: admin.token }), 404, 'awards/not-found');
  });

  it('writes an Arabic name shaped, right to left, with the Arabic font', async () => {
    await completeThroughApi(arabicLearner, course.id, course.lessonIds[0]!);
    const award = await waitForAward(course.id, arabicLearner.uid);
    expect(award.learner_name).toBe('محمد أحمد');
    const pdf = await pdfOf(arabicLearner.token, award.id);
    expect(pdf.status).toBe(200);
    // Drawn in visual order (right to left), the extractor's bidi pass reads it back in logical order.
    expect((await pdfText(pdf.bytes)).replace(/\s+/g, ' ')).toContain('محمد أحمد');
    const fonts = pdfFonts(pdf.bytes);
    expect(fonts.names.some((name) => name.startsWith('NotoNaskhArabic'))).toBe(true);
    // Shaped: meem (U+0645) is drawn with more than one glyph (its initial, medial and final forms).
    expect(fonts.toUnicode.filter((cp) => cp === '0645').length).toBeGreaterThanOrEqual(2);
  }, TRIGGER_TIMEOUT);
});

describe('a training centre’s course', () => {
  it('is issued by the centre: its settings’ name, else its profile’s organisation, else its user’s name', async () => {
    // Only profiles are read (nobody signs in), so no accounts are made.
    const [named, organised, plain, student] = Array.from({ length: 4 }, () => `u-${randomUUID()}`) as [string, string, string, string];
    const profile = (fields: object) => ({ first_name: 'Test', surname: 'User', organization: '', user_type: 'centers', ...fields });
    await Promise.all([
      adminDb.doc(`centres/${named}`).set({ name: 'Riyadh Skills Centre' }),
      adminDb.doc(`users/${named}`).set(profile({ organization: 'Not this one' })),
      adminDb.doc(`users/${organised}`).set(profile({ organization: 'Noor Academy' })),
      adminDb.doc(`users/${plain}`).set(profile({ first_name: 'Huda', surname: 'Centre' })),
      adminDb.doc(`users/${student}`).set(profile({ first_name: 'Lina', surname: 'Omar', user_type: 'student' })),
    ]);
    const issuers = [[named, 'Riyadh Skills Centre'], [organised, 'Noor Academy'], [plain, 'Huda Centre']] as const;

    // A completed enrolment written directly: the enrolment trigger issues the certificate.
    const awards = await Promise.all(issuers.map(async ([centre, name]) => {
      const { id, lessonIds } = await createCourseDirect(centre, { certification: true, enterprise: centre, title: 'Data basics' }, [{ type: 'document' }]);
      await adminDb.doc(`enrollments/${id}_${student}`).set({
        id: `${id}_${student}`, course_id: id, uid: student, owner_uid: centre, enterprise: centre,
        progress: 100, completed_lessons: lessonIds, completed_at: new Date(),
      });
      const award = await waitForAward(id, student);
      expect(award, name).toMatchObject({ issuer: { kind: 'centre', uid: centre, name }, learner_name: 'Lina Omar', title: 'Data basics' });
      return award;
    }));
    // What the public verification shows as the issuer.
    expect((await verify(awards[0]!.credential_id)).body.data.certificate.issuer).toBe('Riyadh Skills Centre');
  }, TRIGGER_TIMEOUT);
});
