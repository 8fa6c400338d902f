// The demo courses of `npm start` (functions/src/seed/demo-courses.ts) against the real
// emulators: teacher@'s courses per status with thumbnails, the two Published ones with lessons
// of every type whose files sit in Storage where uploads put them (the MP4 and PDFs served by
// their token URLs), the marketplace listing them, the students' enrolments at their progress
// (student@'s paid one expired), the reviews behind the ratings, buyers' balances untouched,
// and a second run that changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The seed uses the functions' admin app, whose default bucket comes from FIREBASE_CONFIG.
vi.hoisted(() => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
});

import { DEMO_COURSES, DEMO_ENROLLMENTS, DEMO_PAID_COURSE_PRICE, demoVideo, seedDemoCourses } from '@functions/seed/demo-courses';
import { seedDemo } from '@functions/seed/demo-data';
import { adminAuth, adminDb } from '../support/admin';
import { call } from '../support/api';
import { testBucket } from '../support/files';
import { signIn } from '../support/users';

const SEED_TIMEOUT = 240_000;
const EMAILS = { teacher: 'teacher@sparks.test', student: 'student@sparks.test', sara: 'sara@sparks.test', yousef: 'yousef@sparks.test', mona: 'mona@sparks.test' } as const;
type Who = keyof typeof EMAILS;

const uids = {} as Record<Who, string>;
const courseIds: Record<string, string> = {};
const balancesBefore = {} as Record<Who, number>;

const balance = async (uid: string) => ((await adminDb.doc(`wallets/${uid}`).get()).get('spark_balance') as number | undefined) ?? 0;

/** What the course seed wrote, to compare one run with the next. */
async function snapshot() {
  const courses = await adminDb.collection('courses').where('owner_uid', '==', uids.teacher).get();
  const demo = courses.docs.filter((doc) => DEMO_COURSES.some((c) => c.fields.title === doc.get('title')));
  const ids = demo.map((doc) => doc.id);
  const enrollments = ids.length ? await adminDb.collection('enrollments').where('course_id', 'in', ids).get() : { docs: [] };
  const [files] = await testBucket().getFiles({ prefix: 'courses/' });
  return {
    courses: Object.fromEntries(demo.map((doc) => [doc.id, doc.data()])),
    enrollments: Object.fromEntries(enrollments.docs.map((doc) => [doc.id, doc.data()])),
    objects: files.filter((f) => ids.some((id) => f.name.startsWith(`courses/${id}/`))).map((f) => [f.name, f.metadata.md5Hash]).sort(),
    balances: Object.fromEntries(await Promise.all((Object.keys(EMAILS) as Who[]).map(async (w) => [w, await balance(uids[w])] as const))),
  };
}

let first: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await seedDemo();
  for (const [who, email] of Object.entries(EMAILS) as [Who, string][]) uids[who] = (await adminAuth.getUserByEmail(email)).uid;
  for (const who of Object.keys(EMAILS) as Who[]) balancesBefore[who] = await balance(uids[who]);
  await seedDemoCourses();
  first = await snapshot();
  for (const demo of DEMO_COURSES) {
    const id = Object.entries(first.courses).find(([, data]) => data.title === demo.fields.title)?.[0];
    if (id) courseIds[demo.key] = id;
  }
}, SEED_TIMEOUT);

// Leave no demo courses, enrolments or orders for the other files (marketplace counts).
afterAll(async () => {
  const ids = Object.values(courseIds);
  const orders = await adminDb.collection('courseOrders').where('course_id', 'in', ids.length ? ids : ['none']).get();
  await Promise.all([
    ...ids.map((id) => adminDb.recursiveDelete(adminDb.doc(`courses/${id}`))),
    ...Object.keys(first?.enrollments ?? {}).map((id) => adminDb.recursiveDelete(adminDb.doc(`enrollments/${id}`))),
    ...orders.docs.map((doc) => doc.ref.delete()),
  ]);
}, SEED_TIMEOUT);

const course = (key: string) => first.courses[courseIds[key]!]!;

describe('demo courses seed', () => {
  it("gives teacher@ courses in every status a teacher reaches, each with a thumbnail", async () => {
    const statuses = Object.values(first.courses).map((c) => c.status as string);
    const count = (status: string) => statuses.filter((s) => s === status).length;
    expect([count('Published'), count('Draft'), count('In Review'), count('Rejected')]).toEqual([2, 1, 1, 1]);
    expect(Object.values(first.courses).find((c) => c.status === 'Rejected')?.reject_reason).toEqual(expect.stringMatching(/lessons/));
    for (const data of Object.values(first.courses)) {
      const response = await fetch((data.thumbnail as { url: string }).url);
      expect(response.status, String(data.title)).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString('hex')).toBe('89504e47');
    }
    expect([course('physics').price, course('measurement').price]).toEqual([DEMO_PAID_COURSE_PRICE, 0]);
  });

  it('stores every lesson type, with the MP4 and PDFs where the upload path puts them', async () => {
    for (const key of ['physics', 'measurement']) {
      const id = courseIds[key]!;
      const lessons = (await adminDb.collection(`courses/${id}/lessons`).get()).docs.map((d) => d.data());
      expect(new Set(lessons.map((l) => l.type))).toEqual(new Set(['video', 'document', 'quiz', 'assignment']));
      expect(course(key).lesson_count).toBe(lessons.length);
      for (const lesson of lessons) {
        if (lesson.type === 'quiz') expect((await adminDb.doc(`quizzes/${lesson.quiz_id}`).get()).get('owner_uid')).toBe(uids.teacher);
        if (lesson.type === 'assignment') expect(lesson.instructions).toEqual(expect.any(String));
        if (lesson.type !== 'video' && lesson.type !== 'document') continue;
        const ext = lesson.type === 'video' ? 'mp4' : 'pdf';
        const file = lesson.file as { id: string; url: string };
        const path = `courses/${id}/${file.id}.${ext}`;
        const [metadata] = await testBucket().file(path).getMetadata();
        expect(metadata.metadata?.firebaseStorageDownloadTokens, path).toEqual(expect.any(String));
        const bytes = Buffer.from(await (await fetch(file.url)).arrayBuffer());
        if (ext === 'mp4') expect(bytes.equals(demoVideo())).toBe(true);
        else expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    // The MP4 is small and really an MP4.
    expect(demoVideo().length).toBeLessThan(300 * 1024);
    expect(demoVideo().subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('lists the two Published courses in the marketplace (sync trigger), and nothing else of them', async () => {
    const token = await signIn(EMAILS.mona, 'student-demo-1');
    for (const [key, id] of Object.entries(courseIds)) {
      const expected = course(key).status === 'Published' ? 200 : 404;
      await expect.poll(async () => (await call('GET', `/courses-marketplace/${id}`, { token })).status, { timeout: 20_000, interval: 500 }).toBe(expected);
    }
  });

  it("has the students' enrolments at their progress, student@'s paid one expired", async () => {
    const token = await signIn(EMAILS.student, 'student-demo-1');
    const mine = await call<{ data: { id: string; status: string; progress: number }[] }>('GET', '/purchased-courses', { token });
    expect(mine.status).toBe(200);
    const byCourse = Object.fromEntries(mine.body.data.map((c) => [c.id, { status: c.status, progress: c.progress }]));
    expect(byCourse[courseIds.physics!]).toEqual({ status: 'Expired', progress: 28 });
    expect(byCourse[courseIds.measurement!]).toEqual({ status: 'In Progress', progress: 40 });

    const progress = (key: string, who: Who) => first.enrollments[`${courseIds[key]}_${uids[who]}`]?.progress;
    expect([progress('physics', 'sara'), progress('physics', 'yousef'), progress('measurement', 'yousef'), progress('measurement', 'sara'), progress('measurement', 'mona')])
      .toEqual([100, 42, 100, 60, 0]);
    expect(Object.keys(first.enrollments)).toHaveLength(DEMO_ENROLLMENTS.length);
    expect([course('physics').enrollment_count, course('measurement').enrollment_count]).toEqual([3, 4]);
    // Yousef's assignment waits for the teacher.
    const waiting = await adminDb.collection(`courses/${courseIds.physics}/submissions`).where('uid', '==', uids.yousef).get();
    expect(waiting.docs.map((d) => d.get('grade'))).toEqual([null]);
  });

  it('carries the reviews into the ratings; buyers paid with top-ups of the price, the teacher earned 90%', () => {
    expect([course('physics').rating, course('physics').review_count]).toEqual([4.5, 2]);
    expect([course('measurement').rating, course('measurement').review_count]).toEqual([4.5, 2]);
    for (const who of ['student', 'sara', 'yousef', 'mona'] as const) expect(first.balances[who], who).toBe(balancesBefore[who]);
    expect(first.balances.teacher! - balancesBefore.teacher).toBe(3 * (DEMO_PAID_COURSE_PRICE * 9) / 10);
  });

  it('changes nothing when it runs again', async () => {
    await seedDemoCourses();
    expect(await snapshot()).toEqual(first);
  }, SEED_TIMEOUT);
});
