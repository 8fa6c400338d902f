// The administrators' lists behind /admin/awards (docs/awards.md, "API"): every badge
// definition (retired ones too) and certificates, by credential id or the newest, each with
// its holder's uid. Administrators only; queries parsed with 400 codes.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCertificateView, BadgeDefinitionView } from '@shared/schemas/awards';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { createTestUser, type TestUser } from '../support/users';

let student: TestUser;
let admin: TestUser;
const course = `course-${randomUUID().slice(0, 8)}`;
const awardId = () => `c_${course}_${student.uid}`;
// A credential id of Crockford base32 characters (no I L O U).
const credential = `SPK-ADMN-5EAR-${randomUUID().replace(/[^0-9]/g, '').slice(0, 4)}-${randomUUID().replace(/[^0-9]/g, '').slice(0, 4)}`;
const get = <T>(user: TestUser | null, path: string) => call<{ data: T }>('GET', path, { token: user?.token });

beforeAll(async () => {
  [student, admin] = await Promise.all([createTestUser(), createTestUser({ userType: 'administrator' })]);
  const now = new Date();
  await Promise.all([
    adminDb.doc(`awards/${awardId()}`).set({
      id: awardId(), uid: student.uid, type: 'certificate', points: 0, course_id: course, title: 'Geometry Basics',
      issuer: { kind: 'instructor', uid: 'someone', name: 'Huda Saleh' }, learner_name: 'Sara Ali', language: 'en',
      skills: ['Angles'], image: null, credential_id: credential, status: 'valid', revoked_at: null, revoke_reason: null,
      issued_at: now, created_at: now,
    }),
    adminDb.doc(`certificateCodes/${credential}`).set({ award_id: awardId(), created_at: now }),
  ]);
});

describe('GET /awards/admin/*', () => {
  it('administrators only; signed out is 401', async () => {
    expectError(await get(student, '/awards/admin/badges'), 403, 'awards/admins-only');
    expectError(await get(student, `/awards/admin/certificates?code=${credential}`), 403, 'awards/admins-only');
    expectError(await get(null, '/awards/admin/certificates'), 401, 'auth/no-token');
  });

  it('badges: built-ins and administrators\' definitions, inactive and retired ones included', async () => {
    const id = `admin-list-${randomUUID().slice(0, 8)}`;
    const created = await call('POST', '/awards', {
      token: admin.token,
      body: {
        id, title: { ar: 'مستكشف', en: 'Explorer' }, description: { ar: 'انضممت إلى خمسة فصول.', en: 'You joined five classes.' },
        category: 'classes', points: 15, icon: 'rocket', metric: 'classes_joined', threshold: 5, active: false,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect((await call('DELETE', `/awards/${id}`, { token: admin.token })).status).toBe(200);
    const list = await get<BadgeDefinitionView[]>(admin, '/awards/admin/badges');
    expect(list.status, list.text).toBe(200);
    const ids = list.body.data.map((d) => d.id);
    expect(ids.slice(0, 2)).toEqual(['first-class', 'class-explorer']);
    expect(list.body.data.find((d) => d.id === id)).toMatchObject({ built_in: false, active: false, deleted_at: expect.any(String), threshold: 5 });
    // The student's catalogue has neither.
    expect((await get<BadgeDefinitionView[]>(student, '/awards/badges')).body.data.map((d) => d.id)).not.toContain(id);
    expectError(await get(admin, '/awards/admin/badges?all=1'), 400, 'validation/invalid-input');
    await call('DELETE', `/awards/${id}?permanent=true`, { token: admin.token });
  });

  it('certificates: by credential id in any case with the holder; unknown or malformed finds none; revoked shows so', async () => {
    const found = await get<AdminCertificateView[]>(admin, `/awards/admin/certificates?code=${credential.toLowerCase()}`);
    expect(found.status, found.text).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: awardId(), uid: student.uid, learner_name: 'Sara Ali', title: 'Geometry Basics', credential_id: credential, status: 'valid' }),
    ]);
    for (const code of ['SPK-0000-0000-0000-0000', 'not a code', '../x']) {
      const none = await get<AdminCertificateView[]>(admin, `/awards/admin/certificates?code=${encodeURIComponent(code)}`);
      expect(none.status, code).toBe(200);
      expect(none.body.data).toEqual([]);
    }

    const revoked = await call('PUT', `/awards/${awardId()}`, { token: admin.token, body: { status: 'revoked' } });
    expect(revoked.status, revoked.text).toBe(200);
    const recent = await get<AdminCertificateView[]>(admin, '/awards/admin/certificates');
    expect(recent.status).toBe(200);
    expect(recent.body.data.find((c) => c.id === awardId())).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
    const dates = recent.body.data.map((c) => c.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get<AdminCertificateView[]>(admin, '/awards/admin/certificates?limit=1')).body.data).toHaveLength(1);

    for (const query of ['limit=0', 'limit=51', 'limit=x', 'other=1', `code=${'A'.repeat(41)}`]) {
      expectError(await get(admin, `/awards/admin/certificates?${query}`), 400, 'validation/invalid-input');
    }
  });
});
