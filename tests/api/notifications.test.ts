// Notifications against the real emulators (docs/site.md 2): the triggers and services write
// them where something concerns a user (the checks poll, triggers run asynchronously), and the
// owner lists them a page at a time, marks one or all read; another user's id is 404.
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDto } from '@shared/schemas/notification';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createProductDirect } from '../support/market';
import { createTestUser, type TestUser } from '../support/users';

// Triggers on a busy emulator (cold workers) can take many seconds; the three run side by side.
const POLL = { timeout: 45_000, interval: 300 };
const TRIGGERED = 60_000;

let teacher: TestUser;
let student: TestUser;
let admin: TestUser;
let other: TestUser;

interface Page {
  data: NotificationDto[];
  next_before: string | null;
}

const list = (user: TestUser, query = '') => call<Page>('GET', `/notifications${query}`, { token: user.token });
const stored = async (uid: string, id: string) => (await adminDb.doc(`users/${uid}/notifications/${id}`).get()).data();

beforeAll(async () => {
  [teacher, student, admin, other] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'administrator' }),
    createTestUser({ userType: 'student' }),
  ]);
});

// Concurrent (so each uses its own `expect`): each waits on the emulator's triggers, not on the others.
describe.concurrent('written where something concerns a user', () => {
  it('a join request approved, then the first-class badge it earns', async ({ expect }) => {
    const { classId } = await createClassDirect(teacher, 'Chemistry');
    await addMemberDirect(classId, student, { status: 'pending' });
    await adminDb.doc(`classes/${classId}/members/${student.uid}`).update({ status: 'active' });

    await expect.poll(() => stored(student.uid, `join_approved-${classId}`), POLL).toMatchObject({
      kind: 'join_approved', params: { class_name: 'Chemistry' }, link: `/classroom/feed?class=${classId}`, read: false,
    });
    await expect.poll(() => stored(student.uid, `badge_earned-b_${student.uid}_first-class`), POLL).toMatchObject({
      kind: 'badge_earned', link: '/achievements?tab=badges', read: false,
    });
    const badge = await stored(student.uid, `badge_earned-b_${student.uid}_first-class`);
    expect(badge?.params.name_ar).toBeTruthy();
    expect(badge?.params.name_en).toBeTruthy();
  }, TRIGGERED);

  it('a challenge published in a class reaches its active students only', async ({ expect }) => {
    const { classId } = await createClassDirect(teacher, 'Biology');
    await addMemberDirect(classId, other);
    await addMemberDirect(classId, admin, { status: 'pending' });
    await adminDb.doc(`classes/${classId}/challenges/ch1`).set({
      quiz_id: 'q1', title: 'Cells', description: '', question_count: 1, total_points: 1, due_at: null,
      practice_allowed: false, assigned_by: teacher.uid, created_at: new Date(),
    });
    const id = `challenge_assigned-${classId}_ch1`;
    await expect.poll(() => stored(other.uid, id), POLL).toMatchObject({
      kind: 'challenge_assigned', params: { challenge_title: 'Cells', class_name: 'Biology' },
      link: `/classroom/quizzes?class=${classId}&challenge=ch1&view=take`,
    });
    expect(await stored(admin.uid, id)).toBeUndefined();
    expect(await stored(teacher.uid, id)).toBeUndefined();
  }, TRIGGERED);

  it('a product approved by an administrator', async ({ expect }) => {
    const product = await createProductDirect({ uid: teacher.uid }, { status: 'pending', title: 'Fractions workbook' });
    const reviewed = await call('POST', '/admin/market/products/review', {
      token: admin.token, body: { product_ids: [product.productId], action: 'approve' },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    const page = await list(teacher);
    expect(page.body.data.find((n) => n.kind === 'product_approved')).toMatchObject({
      params: { product_title: 'Fractions workbook' }, link: '/market/seller', read: false,
    });
  }, TRIGGERED);
});

describe('the API', () => {
  const seedMany = async (uid: string, count: number) => {
    const batch = adminDb.batch();
    for (let i = 0; i < count; i += 1) {
      batch.set(adminDb.doc(`users/${uid}/notifications/product_sold-s${i}`), {
        kind: 'product_sold', params: { product_title: `P${i}`, earnings: '5' }, link: '/market/seller/analytics', read: false,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    await batch.commit();
  };

  it('lists newest first, a page at a time', async () => {
    const user = await createTestUser();
    await seedMany(user.uid, 5);
    const first = await list(user, '?limit=3');
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.map((n) => n.id)).toEqual(['product_sold-s4', 'product_sold-s3', 'product_sold-s2']);
    expect(first.body.next_before).toBe(first.body.data[2]!.created_at);
    const second = await list(user, `?limit=3&before=${encodeURIComponent(first.body.next_before!)}`);
    expect(second.body.data.map((n) => n.id)).toEqual(['product_sold-s1', 'product_sold-s0']);
    expect(second.body.next_before).toBeNull();

    // Marks one read, then the rest.
    const read = await call<{ data: NotificationDto }>('POST', '/notifications/product_sold-s4/read', { token: user.token });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data).toMatchObject({ id: 'product_sold-s4', read: true });
    expect((await stored(user.uid, 'product_sold-s4'))?.read).toBe(true);
    const all = await call<{ data: { updated: number } }>('POST', '/notifications/read-all', { token: user.token });
    expect(all.body.data).toEqual({ updated: 4 });
    expect((await list(user)).body.data.every((n) => n.read)).toBe(true);
    const again = await call<{ data: { updated: number } }>('POST', '/notifications/read-all', { token: user.token });
    expect(again.body.data).toEqual({ updated: 0 });

    // Someone else's notification is not found for another user.
    expectError(await call('POST', '/notifications/product_sold-s0/read', { token: other.token }), 404, 'notification/not-found');
    expect((await stored(user.uid, 'product_sold-s0'))?.read).toBe(true);
  });

  it('refuses bad queries and ids, and strangers', async () => {
    expectError(await list(student, '?limit=0'), 400, 'notification/invalid-query');
    expectError(await list(student, '?limit=500'), 400, 'notification/invalid-query');
    expectError(await list(student, '?before=yesterday'), 400, 'notification/invalid-query');
    expectError(await call('POST', '/notifications/__x__/read', { token: student.token }), 400, 'validation/invalid-id');
    expectError(await call('POST', '/notifications/missing/read', { token: student.token }), 404, 'notification/not-found');
    expect((await call('GET', '/notifications')).status).toBe(401);
  });
});
