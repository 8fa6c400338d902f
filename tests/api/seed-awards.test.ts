// The demo awards of `npm start` (functions/src/seed/demo-awards.ts) against the real emulators:
// student@ completed teacher@'s short certified course and holds its certificate (which the
// public verification confirms), has badges in several categories from what the seed made her
// do, and reward points from teacher@ in Physics 101; the stats add up, and a second run (with
// the triggers firing on the same facts meanwhile) changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The seed uses the functions' admin app, whose default bucket comes from FIREBASE_CONFIG.
vi.hoisted(() => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
});

import { DEMO_AWARD_COURSE, DEMO_POINT_GRANTS, seedDemoAwards } from '@functions/seed/demo-awards';
import { seedDemo } from '@functions/seed/demo-data';
import { certificateAwardId } from '@shared/schemas/awards';
import { adminAuth, adminDb } from '../support/admin';
import { call } from '../support/api';
import { signIn } from '../support/users';

const SEED_TIMEOUT = 240_000;

let studentUid: string;
let teacherUid: string;
let courseId: string;
let physicsId: string;

const data = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) => Object.fromEntries(docs.map((d) => [d.id, d.data()]));

/** What the awards seed is about, in the fields a rerun must not move. */
async function snapshot() {
  const [awards, grants, stats, member, enrollment] = await Promise.all([
    adminDb.collection('awards').where('uid', '==', studentUid).get(),
    adminDb.collection('rewardPoints').where('uid', '==', studentUid).get(),
    adminDb.doc(`awardStats/${studentUid}`).get(),
    adminDb.doc(`classes/${physicsId}/members/${studentUid}`).get(),
    adminDb.doc(`enrollments/${courseId}_${studentUid}`).get(),
  ]);
  const s = stats.data() ?? {};
  return {
    awards: data(awards.docs),
    grants: data(grants.docs),
    stats: {
      certificates: s.certificates, badges: s.badges, badge_points: s.badge_points, reward_points: s.reward_points,
      total_points: s.total_points, categories: s.categories,
    },
    memberPoints: member.get('reward_points') as number,
    completedAt: enrollment.get('completed_at') as unknown,
    progress: enrollment.get('progress') as number,
  };
}

let first: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await seedDemo();
  [studentUid, teacherUid] = await Promise.all(['student@sparks.test', 'teacher@sparks.test'].map(async (e) => (await adminAuth.getUserByEmail(e)).uid)) as [string, string];
  await seedDemoAwards();
  const course = await adminDb.collection('courses').where('owner_uid', '==', teacherUid).where('title', '==', DEMO_AWARD_COURSE.fields.title).get();
  courseId = course.docs[0]!.id;
  const physics = await adminDb.collection('classes').where('owner_uid', '==', teacherUid).where('name', '==', 'Physics 101').get();
  physicsId = physics.docs[0]!.id;
  first = await snapshot();
}, SEED_TIMEOUT);

// Leave no demo course, enrolment or order for the other files (marketplace counts).
afterAll(async () => {
  if (!courseId) return;
  const orders = await adminDb.collection('courseOrders').where('course_id', '==', courseId).get();
  await Promise.all([
    adminDb.recursiveDelete(adminDb.doc(`courses/${courseId}`)),
    adminDb.recursiveDelete(adminDb.doc(`enrollments/${courseId}_${studentUid}`)),
    ...orders.docs.map((doc) => doc.ref.delete()),
  ]);
}, SEED_TIMEOUT);

describe('demo awards seed', () => {
  it("gives student@ the certificate of the completed certified course, which verifies", async () => {
    expect(first.progress).toBe(100);
    expect(first.completedAt).toBeTruthy();
    const certificate = first.awards[certificateAwardId(courseId, studentUid)];
    expect(certificate).toMatchObject({ type: 'certificate', course_id: courseId, title: DEMO_AWARD_COURSE.fields.title, status: 'valid', learner_name: 'Layla Hassan' });
    expect(certificate!.issuer).toMatchObject({ kind: 'instructor', uid: teacherUid, name: 'Omar Khalid' });

    const verified = await call<{ data: { valid: boolean; certificate: { learner_name: string; title: string } } }>(
      'GET', `/awards/certificates/verify/${String(certificate!.credential_id)}`,
    );
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data).toMatchObject({ valid: true, certificate: { learner_name: 'Layla Hassan', title: DEMO_AWARD_COURSE.fields.title } });
  });

  it('gives her badges in at least three categories, earned from the facts the seed made', () => {
    const badges = Object.values(first.awards).filter((a) => a.type === 'badge');
    const categories = new Set(badges.map((b) => b.category as string));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect([...categories]).toEqual(expect.arrayContaining(['classes', 'live', 'courses', 'recognition']));
    expect(badges.map((b) => b.badge_id)).toEqual(expect.arrayContaining(['first-class', 'live-podium', 'course-completed', 'teachers-star']));
    // The badges' own event keys are the facts' (what the triggers count).
    const byId = Object.fromEntries(badges.map((b) => [b.badge_id as string, b.event as string]));
    expect(byId['course-completed']).toBe(`course:${courseId}`);
    expect(byId['first-class']).toMatch(/^class:/);
    expect(byId['live-podium']).toMatch(/^live:/);
  });

  it('gives her reward points from teacher@ in Physics 101, counted in her total', async () => {
    const grants = Object.values(first.grants);
    const given = DEMO_POINT_GRANTS.reduce((sum, g) => sum + g.points, 0);
    expect(grants).toHaveLength(DEMO_POINT_GRANTS.length);
    expect(grants.every((g) => g.teacher_uid === teacherUid && g.class_id === physicsId && g.source === 'members')).toBe(true);
    expect(grants.reduce((sum, g) => sum + (g.points as number), 0)).toBe(given);
    expect(first.memberPoints).toBe(given);
    expect(first.stats.reward_points).toBe(given);
    const badgePoints = Object.values(first.awards).filter((a) => a.type === 'badge').reduce((sum, b) => sum + (b.points as number), 0);
    expect(first.stats).toMatchObject({ certificates: 1, badge_points: badgePoints, total_points: badgePoints + given });

    // What she sees: her own grants through the API.
    const token = await signIn('student@sparks.test', 'student-demo-1');
    const history = await call<{ data: { points: number; teacher_uid: string }[] }>('GET', '/awards/points', { token });
    expect(history.status, history.text).toBe(200);
    expect(history.body.data.filter((g) => g.teacher_uid === teacherUid).reduce((sum, g) => sum + g.points, 0)).toBe(given);
  });

  it('changes nothing when it runs again', async () => {
    await seedDemoAwards();
    expect(await snapshot()).toEqual(first);
  }, SEED_TIMEOUT);
});
