// The demo training centre of `npm start` (functions/src/seed/demo-centre.ts) against the real
// emulators: center@'s settings, teachers and invitations, its enterprise courses per status
// (listed in the marketplace when Published), the students' enrolments stamped with the
// centre (one finished), the centre's wallet with every kind of entry adding up to its
// balance, buyers' balances untouched, and a second run that changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The seed uses the functions' admin app, whose default bucket comes from FIREBASE_CONFIG.
vi.hoisted(() => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
});

import {
  centreInviteId, DEMO_CENTRE_COURSES, DEMO_CENTRE_ENROLLMENTS, DEMO_CENTRE_OPERATIONS, DEMO_CENTRE_PAID_PRICE,
  DEMO_CENTRE_PENDING_INVITE, DEMO_CENTRE_SETTINGS, seedDemoCentre,
} from '@functions/seed/demo-centre';
import { seedDemo } from '@functions/seed/demo-data';
import { adminAuth, adminDb } from '../support/admin';
import { call } from '../support/api';
import { testBucket } from '../support/files';
import { signIn } from '../support/users';

const SEED_TIMEOUT = 240_000;
const EMAILS = {
  center: 'center@sparks.test', teacher: 'teacher@sparks.test', khaled: 'khaled@sparks.test',
  student: 'student@sparks.test', sara: 'sara@sparks.test', yousef: 'yousef@sparks.test', mona: 'mona@sparks.test',
} as const;
type Who = keyof typeof EMAILS;
const BUYERS = ['student', 'sara', 'yousef', 'mona'] as const;

const uids = {} as Record<Who, string>;
const courseIds: Record<string, string> = {};
const balancesBefore = {} as Record<Who, number>;

const balance = async (uid: string) => ((await adminDb.doc(`wallets/${uid}`).get()).get('spark_balance') as number | undefined) ?? 0;
const byId = (docs: { id: string; data(): FirebaseFirestore.DocumentData }[]) => Object.fromEntries(docs.map((d) => [d.id, d.data()]));

/** What the centre seed wrote, to compare one run with the next. */
async function snapshot() {
  const centre = uids.center;
  const courses = await adminDb.collection('courses').where('owner_uid', '==', centre).get();
  const ids = courses.docs.map((doc) => doc.id);
  const none = ['none'];
  const [enrollments, orders, teachers, invites, settings, wallet, ledger] = await Promise.all([
    adminDb.collection('enrollments').where('course_id', 'in', ids.length ? ids : none).get(),
    adminDb.collection('courseOrders').where('course_id', 'in', ids.length ? ids : none).get(),
    adminDb.collection('centreTeachers').where('enterprise_id', '==', centre).get(),
    adminDb.collection('centreInvites').where('enterprise_id', '==', centre).get(),
    adminDb.doc(`centres/${centre}`).get(),
    adminDb.doc(`wallets/${centre}`).get(),
    adminDb.collection(`wallets/${centre}/ledger`).get(),
  ]);
  const [files] = await testBucket().getFiles({ prefix: 'courses/' });
  return {
    courses: byId(courses.docs),
    enrollments: byId(enrollments.docs),
    orders: byId(orders.docs),
    teachers: byId(teachers.docs),
    invites: byId(invites.docs),
    settings: settings.data(),
    wallet: wallet.data(),
    ledger: byId(ledger.docs) as Record<string, { kind: string; amount: number; reason: string; earned_delta?: number; category?: string }>,
    objects: files.filter((f) => ids.some((id) => f.name.startsWith(`courses/${id}/`))).map((f) => [f.name, f.metadata.md5Hash]).sort(),
    balances: Object.fromEntries(await Promise.all(BUYERS.map(async (w) => [w, await balance(uids[w])] as const))),
  };
}

let first: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await seedDemo();
  for (const who of BUYERS) {
    const user = await adminAuth.getUserByEmail(EMAILS[who]).catch(() => undefined);
    balancesBefore[who] = user ? await balance(user.uid) : 0;
  }
  await seedDemoCentre();
  for (const [who, email] of Object.entries(EMAILS) as [Who, string][]) uids[who] = (await adminAuth.getUserByEmail(email)).uid;
  first = await snapshot();
  for (const demo of DEMO_CENTRE_COURSES) {
    const id = Object.entries(first.courses).find(([, data]) => data.title === demo.fields.title)?.[0];
    if (id) courseIds[demo.key] = id;
  }
}, SEED_TIMEOUT);

// Leave no centre courses, enrolments, orders, teachers or invitations for the other files.
afterAll(async () => {
  const paths = [
    ...Object.keys(first?.courses ?? {}).map((id) => `courses/${id}`),
    ...Object.keys(first?.enrollments ?? {}).map((id) => `enrollments/${id}`),
    ...Object.keys(first?.orders ?? {}).map((id) => `courseOrders/${id}`),
    ...Object.keys(first?.teachers ?? {}).map((id) => `centreTeachers/${id}`),
    ...Object.keys(first?.invites ?? {}).map((id) => `centreInvites/${id}`),
    ...(uids.center ? [`centres/${uids.center}`] : []),
  ];
  await Promise.all(paths.map((path) => adminDb.recursiveDelete(adminDb.doc(path))));
}, SEED_TIMEOUT);

const course = (key: string) => first.courses[courseIds[key]!]!;

describe('demo centre seed', () => {
  it("stores center@'s settings, its two teachers and the invitations", () => {
    expect(first.settings).toMatchObject({ ...DEMO_CENTRE_SETTINGS, logo: null });
    const teachers = Object.values(first.teachers);
    expect(teachers.map((t) => [t.teacher_id, t.email, t.via]).sort()).toEqual(
      [[uids.teacher, EMAILS.teacher, 'id'], [uids.khaled, EMAILS.khaled, 'email']].sort(),
    );
    for (const t of teachers) expect(Object.keys(first.teachers)).toContain(`${uids.center}_${t.teacher_id}`);
    expect(teachers.map((t) => t.name).sort()).toEqual(['Khaled Al-Harbi', 'Omar Khalid']);
    expect(first.invites[centreInviteId(uids.center, DEMO_CENTRE_PENDING_INVITE)]).toMatchObject({
      enterprise_id: uids.center, centre_name: DEMO_CENTRE_SETTINGS.name, email: DEMO_CENTRE_PENDING_INVITE, status: 'pending', teacher_uid: null,
    });
    expect(first.invites[centreInviteId(uids.center, EMAILS.khaled)]).toMatchObject({ status: 'accepted', teacher_uid: uids.khaled });
  });

  it('has enterprise courses in every status, stamped with the centre and a centre teacher, each with a thumbnail', async () => {
    const statuses = Object.values(first.courses).map((c) => c.status as string);
    const count = (status: string) => statuses.filter((s) => s === status).length;
    expect(['Draft', 'Assigned', 'In Review', 'Published', 'Rejected'].map(count)).toEqual([1, 1, 1, 2, 1]);
    for (const data of Object.values(first.courses)) {
      expect(data).toMatchObject({ enterprise: uids.center, owner_uid: uids.center, organization: DEMO_CENTRE_SETTINGS.name });
      expect([uids.teacher, uids.khaled]).toContain(data.teacher_uid);
      expect((await fetch((data.thumbnail as { url: string }).url)).status, String(data.title)).toBe(200);
    }
    expect(course('leadership')).toMatchObject({ status: 'Assigned', teacher_uid: uids.teacher, teacher_name: 'Omar Khalid' });
    expect(course('customer-service').reject_reason).toEqual(expect.stringMatching(/lesson/));
    expect([course('excel').price, course('communication').price]).toEqual([DEMO_CENTRE_PAID_PRICE, 0]);
    const preview = course('excel').video_preview as { url: string };
    expect((await fetch(preview.url)).status).toBe(200);
  });

  it('lists the Published ones in the marketplace (sync trigger), and nothing else of them', async () => {
    const token = await signIn(EMAILS.mona, 'student-demo-1');
    for (const [key, id] of Object.entries(courseIds)) {
      const expected = course(key).status === 'Published' ? 200 : 404;
      await expect.poll(async () => (await call('GET', `/courses-marketplace/${id}`, { token })).status, { timeout: 20_000, interval: 500 }).toBe(expected);
    }
  });

  it('enrols the students with the centre stamped on enrolments and orders; sara finished the free course', async () => {
    expect(Object.keys(first.enrollments)).toHaveLength(DEMO_CENTRE_ENROLLMENTS.length);
    for (const e of Object.values(first.enrollments)) expect(e.enterprise).toBe(uids.center);
    for (const o of Object.values(first.orders)) expect(o.enterprise).toBe(uids.center);
    expect(Object.keys(first.orders)).toHaveLength(DEMO_CENTRE_ENROLLMENTS.length);
    const finished = Object.values(first.enrollments).filter((e) => e.progress === 100);
    expect(finished.map((e) => [e.uid, e.course_id, e.completed_at !== null])).toEqual([[uids.sara, courseIds.communication, true]]);
    expect([course('excel').enrollment_count, course('communication').enrollment_count]).toEqual([3, 3]);
    // Buyers paid with top-ups of exactly the price.
    for (const who of BUYERS) expect(first.balances[who], who).toBe(balancesBefore[who]);

    const token = await signIn(EMAILS.student, 'student-demo-1');
    const mine = await call<{ data: { id: string }[] }>('GET', '/purchased-courses', { token });
    expect(mine.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([courseIds.excel, courseIds.communication]));
  });

  it("gives the centre's wallet a purchase, course sales, charges and a refund that add up to its balance", () => {
    const entries = Object.entries(first.ledger);
    const op = (id: string) => first.ledger[id];
    expect(op(DEMO_CENTRE_OPERATIONS.purchase.id)).toMatchObject({ kind: 'credit', amount: 300, reason: 'sparks_purchase' });
    expect(op(DEMO_CENTRE_OPERATIONS.invitations.id)).toMatchObject({ kind: 'charge', amount: -10, reason: 'invitation' });
    expect(op(DEMO_CENTRE_OPERATIONS.aiQuiz.id)).toMatchObject({ kind: 'charge', amount: -15 });
    expect(op(`refund:${DEMO_CENTRE_OPERATIONS.aiQuiz.id}`)).toMatchObject({ kind: 'refund', amount: 15 });
    const sales = entries.filter(([, e]) => e.reason === 'course_sale').map(([, e]) => e);
    expect(sales).toHaveLength(3);
    for (const sale of sales) expect(sale).toMatchObject({ kind: 'credit', amount: (DEMO_CENTRE_PAID_PRICE * 9) / 10, earned_delta: (DEMO_CENTRE_PAID_PRICE * 9) / 10 });
    const categories = new Set(entries.map(([, e]) => e.category));
    for (const category of ['purchase', 'sale', 'charge', 'refund']) expect(categories).toContain(category);
    expect(entries.reduce((sum, [, e]) => sum + e.amount, 0)).toBe(first.wallet?.spark_balance);
    expect(sales.reduce((sum, e) => sum + (e.earned_delta ?? 0), 0)).toBeLessThanOrEqual(first.wallet?.earned_balance as number);
  });

  it('changes nothing when it runs again', async () => {
    await seedDemoCentre();
    expect(await snapshot()).toEqual(first);
  }, SEED_TIMEOUT);
});
