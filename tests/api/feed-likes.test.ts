// Likes over HTTP: idempotent like, unlike never below zero, and many users liking at once
// counted exactly (batched create + increment, no read-modify-write of the count).
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostDto } from '@shared/schemas/feed';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect, type TestClass } from '../support/classes';
import { createTestUser, type TestUser } from '../support/users';

interface LikeAnswer {
  likesCount: number;
  liked: boolean;
}

let teacher: TestUser;
let student: TestUser;
let klass: TestClass;

beforeAll(async () => {
  [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser()]);
  klass = await createClassDirect(teacher);
  await addMemberDirect(klass.classId, student);
});

async function newPost(content = 'Like me'): Promise<PostDto> {
  const result = await call<{ post: PostDto }>('POST', '/feed', {
    token: teacher.token,
    body: { classId: klass.classId, content },
  });
  expect(result.status, result.text).toBe(201);
  return result.body.post;
}

const like = (postId: string, user: TestUser) => call<LikeAnswer>('POST', `/feed/${postId}/like`, { token: user.token });
const unlike = (postId: string, user: TestUser) =>
  call<LikeAnswer>('DELETE', `/feed/${postId}/like`, { token: user.token });
const storedCount = async (post: PostDto) =>
  (await adminDb.doc(`classes/${post.classId}/posts/${post.id}`).get()).get('likes_count') as number;
const storedLikes = async (post: PostDto) =>
  (await adminDb.collection(`classes/${post.classId}/posts/${post.id}/likes`).get()).size;

describe('POST /feed/{postId}/like', () => {
  it('likes once and answers the count; a second like changes nothing', async () => {
    const post = await newPost();
    const first = await like(post.id, student);
    expect({ status: first.status, body: first.body }).toEqual({
      status: 200,
      body: { status: 'success', likesCount: 1, liked: true },
    });
    expect((await like(post.id, student)).body).toEqual({ status: 'success', likesCount: 1, liked: true });
    expect(await storedCount(post)).toBe(1);
    expect(await storedLikes(post)).toBe(1);
    expect((await like(post.id, teacher)).body.likesCount).toBe(2);
  });

  it('stays idempotent when one user likes several times at once', async () => {
    const post = await newPost();
    const answers = await Promise.all(Array.from({ length: 5 }, () => like(post.id, student)));
    expect(answers.every((a) => a.status === 200 && a.body.liked === true && a.body.likesCount === 1)).toBe(true);
    expect(await storedCount(post)).toBe(1);
  });

  it('records who liked: uid, name and time', async () => {
    const post = await newPost();
    await like(post.id, student);
    const doc = await adminDb.doc(`classes/${post.classId}/posts/${post.id}/likes/${student.uid}`).get();
    expect(doc.data()).toMatchObject({ uid: student.uid, name: 'Test User' });
    expect(doc.get('created_at')).toBeDefined();
  });

  it('answers 404 feed/not-found for a post that does not exist', async () => {
    expectError(await like('no-such-post', student), 404, 'feed/not-found');
  });
});

describe('DELETE /feed/{postId}/like', () => {
  it('unlikes and answers the count; unliking again never goes below zero', async () => {
    const post = await newPost();
    await like(post.id, student);
    expect((await unlike(post.id, student)).body).toEqual({ status: 'success', likesCount: 0, liked: false });
    expect((await unlike(post.id, student)).body).toEqual({ status: 'success', likesCount: 0, liked: false });
    expect(await storedCount(post)).toBe(0);
  });

  it('without a like of the caller changes nobody else’s like', async () => {
    const post = await newPost();
    await like(post.id, teacher);
    expect((await unlike(post.id, student)).body).toMatchObject({ likesCount: 1, liked: false });
    expect(await storedCount(post)).toBe(1);
  });

  it('on a post nobody liked answers 0', async () => {
    const post = await newPost();
    expect((await unlike(post.id, student)).body).toMatchObject({ likesCount: 0, liked: false });
    expect(await storedCount(post)).toBe(0);
  });

  it('answers 404 feed/not-found for a post that does not exist', async () => {
    expectError(await unlike('no-such-post', student), 404, 'feed/not-found');
  });
});

describe('GET /feed/{postId}/likes and /user-liked', () => {
  it('lists who liked, the count and whether the caller did', async () => {
    const post = await newPost();
    await like(post.id, student);
    const result = await call('GET', `/feed/${post.id}/likes`, { token: student.token });
    expect(result.body).toEqual({
      status: 'success',
      likes: [{ uid: student.uid, name: 'Test User' }],
      likesCount: 1,
      userLiked: true,
    });
    expect((await call('GET', `/feed/${post.id}/likes`, { token: teacher.token })).body).toMatchObject({ userLiked: false });
    expect((await call('GET', `/feed/${post.id}/user-liked`, { token: student.token })).body).toEqual({
      status: 'success',
      liked: true,
    });
    expect((await call('GET', `/feed/${post.id}/user-liked`, { token: teacher.token })).body).toEqual({
      status: 'success',
      liked: false,
    });
  });

  it('shows liked per caller in the feed list', async () => {
    const post = await newPost();
    await like(post.id, student);
    const feed = async (user: TestUser) =>
      (await call<{ posts: PostDto[] }>('GET', `/feed/?classId=${klass.classId}`, { token: user.token })).body.posts.find(
        (p) => p.id === post.id,
      );
    expect(await feed(student)).toMatchObject({ liked: true, likesCount: 1 });
    expect(await feed(teacher)).toMatchObject({ liked: false, likesCount: 1 });
  });
});

describe('who may like', () => {
  it('refuses non-members, pending and inactive members (403 feed/not-member)', async () => {
    const post = await newPost();
    const [outsider, pending, inactive] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    await addMemberDirect(klass.classId, pending, { status: 'pending' });
    await addMemberDirect(klass.classId, inactive, { status: 'inactive' });
    for (const user of [outsider, pending, inactive]) {
      expectError(await like(post.id, user), 403, 'feed/not-member');
      expectError(await unlike(post.id, user), 403, 'feed/not-member');
      expectError(await call('GET', `/feed/${post.id}/likes`, { token: user.token }), 403, 'feed/not-member');
      expectError(await call('GET', `/feed/${post.id}/user-liked`, { token: user.token }), 403, 'feed/not-member');
    }
    expect(await storedCount(post)).toBe(0);
  });

  it('needs a token', async () => {
    const post = await newPost();
    expectError(await call('POST', `/feed/${post.id}/like`), 401, 'auth/no-token');
  });
});

/**
 * The Functions emulator runs one worker process per concurrent request (about 140 MB and a
 * cold start of several CPU-seconds each; a worker that takes over 10 s to load fails the
 * request). 50 cold starts at once on a 2-core machine do not load in time, so the pool is
 * warmed in steps of 10 concurrent requests first; the likes then go out FEED_LIKES_WAVE at a
 * time (default all 50 at once) to warm workers. Production instances take 80 requests each.
 */
const WAVE = Math.max(1, Number(process.env.FEED_LIKES_WAVE ?? 50));
const WARM_STEP = 10;

async function inWaves<T>(items: T[], send: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += WAVE) await Promise.all(items.slice(i, i + WAVE).map(send));
}

/**
 * The emulator's own failures, not the API's: a worker killed by a functions reload (EPIPE,
 * ECONNRESET; other builds rewrite functions/lib) or not loaded in time (504). Likes and
 * unlikes are idempotent, so the burst retries those, as a client may, and counts them.
 */
const EMULATOR_FAILURE = /Timed out waiting for function|EPIPE|ECONNRESET|Failed to load function/;
let emulatorRetries = 0;
async function retryingEmulator<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= 3 || !EMULATOR_FAILURE.test(String(error))) throw error;
      emulatorRetries += 1;
    }
  }
}

describe('many users at once', () => {
  const USERS = 50;
  let users: TestUser[];

  beforeAll(async () => {
    users = [];
    for (let i = 0; i < USERS; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, () => createTestUser()));
      users.push(...batch);
    }
    await Promise.all(users.map((user) => addMemberDirect(klass.classId, user)));
  }, 180_000);

  it(`counts ${USERS} concurrent likes from ${USERS} users exactly, then ${USERS} concurrent unlikes`, async () => {
    const post = await newPost('Popular');
    // Grow the emulator's worker pool to WAVE idle workers, WARM_STEP cold starts at a time.
    const steps = [...Array.from({ length: Math.ceil(WAVE / WARM_STEP) - 1 }, (_, i) => (i + 1) * WARM_STEP), WAVE];
    for (const n of steps) {
      await Promise.all(
        users.slice(0, n).map((user) => retryingEmulator(() => call('GET', `/feed/${post.id}/user-liked`, { token: user.token }))),
      );
    }

    const likes: Awaited<ReturnType<typeof like>>[] = [];
    let started = Date.now();
    await inWaves(users, async (user) => likes.push(await retryingEmulator(() => like(post.id, user))));
    const likeMs = Date.now() - started;
    expect(likes.map((a) => a.status)).toEqual(users.map(() => 200));
    expect(likes.every((a) => a.body.liked === true && a.body.likesCount >= 1 && a.body.likesCount <= USERS)).toBe(true);
    // Every answer saw at least its own like, and the last one to commit saw all of them.
    expect(Math.max(...likes.map((a) => a.body.likesCount))).toBe(USERS);
    expect(await storedCount(post)).toBe(USERS);
    expect(await storedLikes(post)).toBe(USERS);
    const listed = await call<{ likesCount: number; likes: unknown[] }>('GET', `/feed/${post.id}/likes`, { token: teacher.token });
    expect(listed.body.likesCount).toBe(USERS);
    expect(listed.body.likes).toHaveLength(USERS);

    const unlikes: Awaited<ReturnType<typeof unlike>>[] = [];
    started = Date.now();
    await inWaves(users, async (user) => unlikes.push(await retryingEmulator(() => unlike(post.id, user))));
    const unlikeMs = Date.now() - started;
    expect(unlikes.every((a) => a.status === 200 && a.body.liked === false)).toBe(true);
    expect(await storedCount(post)).toBe(0);
    expect(await storedLikes(post)).toBe(0);
    console.info(
      `${USERS} likes in waves of ${WAVE}: ${likeMs} ms; ${USERS} unlikes: ${unlikeMs} ms; emulator retries: ${emulatorRetries}`,
    );
  }, 300_000);
});
