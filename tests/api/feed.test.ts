// The class feed over HTTP: posts, edits and deletes, comments, video posts and thumbnails.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommentDto, PostDto } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect, type TestClass } from '../support/classes';
import { objectExists, objectsUnder, SAMPLE_EXE, SAMPLE_MP4, SAMPLE_PNG, upload } from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

let owner: TestUser;
let coTeacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let student2: TestUser;
let pending: TestUser;
let inactive: TestUser;
let outsider: TestUser;
let klass: TestClass;

beforeAll(async () => {
  [owner, coTeacher, otherTeacher, student, student2, pending, inactive, outsider] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  klass = await createClassDirect(owner);
  await adminDb.doc(`classes/${klass.classId}`).update({ teacher_uids: [owner.uid, coTeacher.uid] });
  await addMemberDirect(klass.classId, coTeacher, { role: 'teacher' });
  await addMemberDirect(klass.classId, student);
  await addMemberDirect(klass.classId, student2);
  await addMemberDirect(klass.classId, pending, { status: 'pending' });
  await addMemberDirect(klass.classId, inactive, { status: 'inactive' });
  // otherTeacher teaches a class of their own, not this one.
  await createClassDirect(otherTeacher);
});

async function post(user: TestUser, content: string, classId = klass.classId): Promise<PostDto> {
  const result = await call<{ post: PostDto }>('POST', '/feed', { token: user.token, body: { classId, content } });
  expect(result.status, result.text).toBe(201);
  return result.body.post;
}

const list = (user: TestUser, query: string) =>
  call<{ posts: PostDto[]; total: number }>('GET', `/feed/?${query}`, { token: user.token });

/** Who is refused reading and writing the class feed. */
const outsiders = () => ({ otherTeacher, pending, inactive, outsider });

describe('POST /feed', () => {
  it('creates a post for an active member, answered as a PostDto', async () => {
    const result = await call<{ post: PostDto }>('POST', '/feed', {
      token: student.token,
      body: { classId: klass.classId, content: '  Hello class  ' },
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      status: 'success',
      post: {
        id: expect.any(String),
        classId: klass.classId,
        content: 'Hello class',
        type: 'text',
        author: { uid: student.uid, name: 'Test User', avatar_id: 0, role: 'student' },
        video: null,
        attachments: [],
        likesCount: 0,
        commentsCount: 0,
        liked: false,
        edited: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const stored = await adminDb.doc(`classes/${klass.classId}/posts/${result.body.post.id}`).get();
    expect(stored.data()).toMatchObject({ post_id: result.body.post.id, class_id: klass.classId, likes_count: 0, comments_count: 0 });
  });

  it('lets the owner and a co-teacher post, as teachers', async () => {
    expect((await post(owner, 'From the owner')).author.role).toBe('teacher');
    expect((await post(coTeacher, 'From the co-teacher')).author).toMatchObject({ uid: coTeacher.uid, role: 'teacher' });
  });

  it('refuses other teachers, pending, inactive and non-members (403 feed/not-member)', async () => {
    for (const [who, user] of Object.entries(outsiders())) {
      const result = await call('POST', '/feed', { token: user.token, body: { classId: klass.classId, content: 'x' } });
      expect(result.status, who).toBe(403);
      expectError(result, 403, 'feed/not-member');
    }
  });

  it('validates the body', async () => {
    expectError(await call('POST', '/feed', { token: student.token, body: { classId: klass.classId, content: '   ' } }), 400, 'feed/content-required');
    expectError(await call('POST', '/feed', { token: student.token, body: { content: 'x' } }), 400, 'class/class-id-required');
    expectError(
      await call('POST', '/feed', { token: student.token, body: { classId: klass.classId, content: 'x'.repeat(5001) } }),
      400,
      'feed/too-long',
    );
    expectError(await call('POST', '/feed', { token: student.token, body: { classId: 'no-such-class', content: 'x' } }), 404, 'class/not-found');
    expectError(await call('POST', '/feed', { body: { classId: klass.classId, content: 'x' } }), 401, 'auth/no-token');
  });
});

describe('GET /feed/?classId=', () => {
  let feedClass: TestClass;
  const contents = Array.from({ length: 7 }, (_, i) => `Post ${i + 1}`);

  beforeAll(async () => {
    feedClass = await createClassDirect(owner, 'Feed paging');
    await addMemberDirect(feedClass.classId, student);
    for (const content of contents) await post(owner, content, feedClass.classId);
  });

  it('answers posts newest first with the total', async () => {
    const result = await list(student, `classId=${feedClass.classId}`);
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(7);
    expect(result.body.posts.map((p) => p.content)).toEqual([...contents].reverse());
  });

  it('pages with page and limit', async () => {
    const page = async (n: number) =>
      (await list(student, `classId=${feedClass.classId}&page=${n}&limit=3`)).body;
    expect((await page(1)).posts.map((p) => p.content)).toEqual(['Post 7', 'Post 6', 'Post 5']);
    expect((await page(2)).posts.map((p) => p.content)).toEqual(['Post 4', 'Post 3', 'Post 2']);
    expect(await page(3)).toMatchObject({ posts: [expect.objectContaining({ content: 'Post 1' })], total: 7 });
    expect(await page(4)).toEqual({ status: 'success', posts: [], total: 7 });
  });

  it('is readable by the owner, co-teachers and active members', async () => {
    for (const user of [owner, coTeacher, student, student2]) {
      expect((await list(user, `classId=${klass.classId}`)).status).toBe(200);
    }
  });

  it('is refused to other teachers, pending, inactive and non-members', async () => {
    for (const user of Object.values(outsiders())) {
      expectError(await list(user, `classId=${klass.classId}`), 403, 'feed/not-member');
    }
  });

  it('validates the query', async () => {
    expectError(await list(student, ''), 400, 'class/class-id-required');
    expectError(await list(student, `classId=${klass.classId}&limit=51`), 400, 'validation/invalid-input');
    expectError(await list(student, `classId=${klass.classId}&page=0`), 400, 'validation/invalid-input');
    expectError(await list(student, 'classId=no-such-class'), 404, 'class/not-found');
  });
});

describe('PATCH /feed/{id}?classId=', () => {
  it('lets the author edit: content replaced, edited true', async () => {
    const created = await post(student, 'Frist');
    const result = await call<{ post: PostDto }>('PATCH', `/feed/${created.id}?classId=${klass.classId}`, {
      token: student.token,
      body: { content: 'First' },
    });
    expect(result.status).toBe(200);
    expect(result.body.post).toMatchObject({ id: created.id, content: 'First', edited: true, created_at: created.created_at });
  });

  it('refuses everyone else, even the class teacher (403 feed/forbidden)', async () => {
    const created = await post(student, 'Mine');
    for (const user of [student2, owner, coTeacher]) {
      expectError(
        await call('PATCH', `/feed/${created.id}?classId=${klass.classId}`, { token: user.token, body: { content: 'Hijacked' } }),
        403,
        'feed/forbidden',
      );
    }
    for (const user of Object.values(outsiders())) {
      expectError(
        await call('PATCH', `/feed/${created.id}?classId=${klass.classId}`, { token: user.token, body: { content: 'x' } }),
        403,
        'feed/not-member',
      );
    }
    expect((await adminDb.doc(`classes/${klass.classId}/posts/${created.id}`).get()).get('content')).toBe('Mine');
  });

  it('needs classId, a content and an existing post', async () => {
    const created = await post(student, 'Mine');
    expectError(await call('PATCH', `/feed/${created.id}`, { token: student.token, body: { content: 'x' } }), 400, 'class/class-id-required');
    expectError(
      await call('PATCH', `/feed/${created.id}?classId=${klass.classId}`, { token: student.token, body: { content: '' } }),
      400,
      'feed/content-required',
    );
    expectError(
      await call('PATCH', `/feed/${created.id}?classId=${klass.classId}`, { token: student.token, body: { content: 'x', classId: 'y' } }),
      400,
      'validation/invalid-input',
    );
    expectError(
      await call('PATCH', `/feed/no-such-post?classId=${klass.classId}`, { token: student.token, body: { content: 'x' } }),
      404,
      'feed/not-found',
    );
  });
});

describe('DELETE /feed/{id}', () => {
  async function postWithActivity(): Promise<PostDto> {
    const created = await post(student, 'To delete');
    await call('POST', `/feed/${created.id}/like`, { token: student2.token });
    await call('POST', `/feed/${created.id}/comments`, { token: student2.token, body: { content: 'Nice' } });
    return created;
  }
  const gone = async (created: PostDto) => {
    const path = `classes/${klass.classId}/posts/${created.id}`;
    const [doc, likes, comments] = await Promise.all([
      adminDb.doc(path).get(),
      adminDb.collection(`${path}/likes`).get(),
      adminDb.collection(`${path}/comments`).get(),
    ]);
    return !doc.exists && likes.empty && comments.empty;
  };

  it('lets the author delete, with its likes and comments', async () => {
    const created = await postWithActivity();
    expect((await call('DELETE', `/feed/${created.id}`, { token: student.token })).body).toEqual({ status: 'success' });
    expect(await gone(created)).toBe(true);
    expectError(await call('DELETE', `/feed/${created.id}`, { token: student.token }), 404, 'feed/not-found');
  });

  it('lets the class owner and a co-teacher delete any post (moderation)', async () => {
    for (const teacher of [owner, coTeacher]) {
      const created = await postWithActivity();
      expect((await call('DELETE', `/feed/${created.id}`, { token: teacher.token })).status).toBe(200);
      expect(await gone(created)).toBe(true);
    }
  });

  it('refuses other members (feed/forbidden) and outsiders (feed/not-member)', async () => {
    const created = await post(student, 'Stays');
    expectError(await call('DELETE', `/feed/${created.id}`, { token: student2.token }), 403, 'feed/forbidden');
    for (const user of Object.values(outsiders())) {
      expectError(await call('DELETE', `/feed/${created.id}`, { token: user.token }), 403, 'feed/not-member');
    }
    expect((await adminDb.doc(`classes/${klass.classId}/posts/${created.id}`).get()).exists).toBe(true);
  });

  it('refuses a student deleting a teacher’s post', async () => {
    const created = await post(owner, 'Announcement');
    expectError(await call('DELETE', `/feed/${created.id}`, { token: student.token }), 403, 'feed/forbidden');
  });
});

describe('comments', () => {
  const comment = (postId: string, user: TestUser, content: string) =>
    call<{ comment: CommentDto; commentsCount: number }>('POST', `/feed/${postId}/comments`, {
      token: user.token,
      body: { content },
    });
  const comments = (postId: string, user: TestUser, query = '') =>
    call<{ comments: CommentDto[]; total: number; page: number; totalPages: number }>(
      'GET',
      `/feed/${postId}/comments${query}`,
      { token: user.token },
    );

  it('adds a comment and raises commentsCount by one', async () => {
    const created = await post(owner, 'Discuss');
    const first = await comment(created.id, student, ' Great! ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      status: 'success',
      comment: {
        id: expect.any(String),
        feedPostId: created.id,
        content: 'Great!',
        author: { uid: student.uid, name: 'Test User', avatar_id: 0 },
        created_at: expect.stringMatching(/^\d{4}-/),
      },
      commentsCount: 1,
    });
    expect((await comment(created.id, owner, 'Thanks')).body.commentsCount).toBe(2);
    const feed = await list(student, `classId=${klass.classId}&limit=50`);
    expect(feed.body.posts.find((p) => p.id === created.id)?.commentsCount).toBe(2);
  });

  it('lists comments newest first, paged, with total and totalPages', async () => {
    const created = await post(owner, 'Many comments');
    for (let i = 1; i <= 5; i += 1) await comment(created.id, i % 2 ? student : student2, `Comment ${i}`);
    const all = await comments(created.id, student);
    expect(all.body).toMatchObject({ total: 5, page: 1, totalPages: 1 });
    expect(all.body.comments.map((c) => c.content)).toEqual(['Comment 5', 'Comment 4', 'Comment 3', 'Comment 2', 'Comment 1']);
    const page2 = await comments(created.id, owner, '?page=2&limit=2');
    expect(page2.body).toMatchObject({ status: 'success', total: 5, page: 2, totalPages: 3 });
    expect(page2.body.comments.map((c) => c.content)).toEqual(['Comment 3', 'Comment 2']);
    expect((await comments(created.id, owner, '?page=3&limit=2')).body.comments.map((c) => c.content)).toEqual(['Comment 1']);
    expect((await comments(created.id, owner, '?page=4&limit=2')).body).toMatchObject({ comments: [], total: 5, totalPages: 3 });
  });

  it('answers an empty first page for a post without comments', async () => {
    const created = await post(owner, 'Quiet');
    expect((await comments(created.id, student)).body).toEqual({ status: 'success', comments: [], total: 0, page: 1, totalPages: 0 });
  });

  it('refuses outsiders, empty comments and unknown posts', async () => {
    const created = await post(owner, 'Closed');
    for (const user of Object.values(outsiders())) {
      expectError(await comment(created.id, user, 'x'), 403, 'feed/not-member');
      expectError(await comments(created.id, user), 403, 'feed/not-member');
    }
    expectError(await comment(created.id, student, '  '), 400, 'feed/content-required');
    expectError(await comment(created.id, student, 'x'.repeat(1001)), 400, 'feed/too-long');
    expectError(await comments(created.id, student, '?limit=0'), 400, 'validation/invalid-input');
    expectError(await comment('no-such-post', student, 'x'), 404, 'feed/not-found');
    expectError(await comments('no-such-post', student), 404, 'feed/not-found');
    expect((await adminDb.doc(`classes/${klass.classId}/posts/${created.id}`).get()).get('comments_count')).toBe(0);
  });
});

describe('video posts', () => {
  interface Initiated {
    post: PostDto;
    upload: UploadTarget;
  }
  const initiate = (user: TestUser, file: { name: string; contentType: string; size: number }, content = 'Watch this') =>
    call<Initiated>('POST', '/feed/video-upload-initiate', {
      token: user.token,
      body: { classId: klass.classId, content, file },
    });
  const complete = (user: TestUser, postId: string) =>
    call<{ post: PostDto }>('POST', '/feed/video-upload-complete', { token: user.token, body: { postId } });
  const thumbnail = (user: TestUser, postId: string, contentType: string, size: number) =>
    call<{ signedUrl: string; upload: UploadTarget }>('POST', '/feed/thumbnail', {
      token: user.token,
      body: { postId, contentType, size },
    });
  const mp4 = { name: 'clip.mp4', contentType: 'video/mp4', size: SAMPLE_MP4.length };
  const folder = (postId: string) => `classes/${klass.classId}/posts/${postId}`;

  it('initiate -> upload -> thumbnail -> complete: a ready post with token URLs', async () => {
    const started = await initiate(student, mp4);
    expect(started.status, started.text).toBe(201);
    expect(started.body.post).toMatchObject({
      type: 'video',
      content: 'Watch this',
      video: { status: 'uploading', url: null, thumbnailUrl: null },
    });
    expect(started.body.upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'video/mp4' } });
    const postId = started.body.post.id;
    await upload(started.body.upload, SAMPLE_MP4);

    const thumb = await thumbnail(student, postId, 'image/png', SAMPLE_PNG.length);
    expect(thumb.status, thumb.text).toBe(200);
    expect(thumb.body).toEqual({
      status: 'success',
      signedUrl: thumb.body.upload.url,
      upload: { url: expect.stringContaining('upload_id='), method: 'PUT', headers: { 'Content-Type': 'image/png' } },
    });
    await upload(thumb.body.upload, SAMPLE_PNG);

    const done = await complete(student, postId);
    expect(done.status, done.text).toBe(200);
    const video = done.body.post.video!;
    expect(video.status).toBe('ready');
    expect(video.url).toContain(`/o/${encodeURIComponent(`${folder(postId)}/video.mp4`)}?alt=media&token=`);
    expect(video.thumbnailUrl).toContain(`/o/${encodeURIComponent(`${folder(postId)}/thumbnail`)}?alt=media&token=`);
    const [videoBytes, thumbBytes] = await Promise.all([fetch(video.url!), fetch(video.thumbnailUrl!)]);
    expect(Buffer.from(await videoBytes.arrayBuffer()).equals(SAMPLE_MP4)).toBe(true);
    expect(Buffer.from(await thumbBytes.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);

    // The feed shows the same URLs; completing again changes nothing.
    const feed = await list(student2, `classId=${klass.classId}&limit=50`);
    expect(feed.body.posts.find((p) => p.id === postId)?.video).toEqual(video);
    expect((await complete(student, postId)).body.post.video).toEqual(video);
  });

  it('completes without a thumbnail, and drops one that was announced but never uploaded', async () => {
    const plain = await initiate(owner, mp4, '');
    await upload(plain.body.upload, SAMPLE_MP4);
    const done = await complete(owner, plain.body.post.id);
    expect(done.body.post).toMatchObject({ content: '', author: { role: 'teacher' }, video: { status: 'ready', thumbnailUrl: null } });

    const announced = await initiate(owner, mp4);
    await upload(announced.body.upload, SAMPLE_MP4);
    expect((await thumbnail(owner, announced.body.post.id, 'image/png', SAMPLE_PNG.length)).status).toBe(200);
    const done2 = await complete(owner, announced.body.post.id);
    expect(done2.body.post.video).toMatchObject({ status: 'ready', thumbnailUrl: null });
  });

  it('refuses anything but MP4 up to 1 GB before any upload session', async () => {
    expectError(await initiate(student, { name: 'a.pdf', contentType: 'application/pdf', size: 100 }), 415, 'upload/unsupported-format');
    expectError(await initiate(student, { name: 'a.mov', contentType: 'video/quicktime', size: 100 }), 415, 'upload/unsupported-format');
    expectError(await initiate(student, { ...mp4, size: 1024 * 1024 * 1024 + 1 }), 413, 'upload/too-large');
    expectError(await initiate(student, { ...mp4, size: 0 }), 400, 'upload/file-required');
  });

  it('says upload/not-finished before the video is uploaded', async () => {
    const started = await initiate(student, mp4);
    expectError(await complete(student, started.body.post.id), 409, 'upload/not-finished');
    expect((await adminDb.doc(`${folder(started.body.post.id)}`).get()).get('video.status')).toBe('uploading');
  });

  it('removes the post and the object when the upload is not an MP4', async () => {
    const started = await initiate(student, { ...mp4, size: SAMPLE_EXE.length });
    await upload(started.body.upload, SAMPLE_EXE);
    expectError(await complete(student, started.body.post.id), 422, 'upload/invalid-file');
    expect((await adminDb.doc(folder(started.body.post.id)).get()).exists).toBe(false);
    expect(await objectsUnder(`${folder(started.body.post.id)}/`)).toEqual([]);
  });

  it('deletes a thumbnail that is not the declared image and completes without it afterwards', async () => {
    const started = await initiate(student, mp4);
    const postId = started.body.post.id;
    await upload(started.body.upload, SAMPLE_MP4);
    const thumb = await thumbnail(student, postId, 'image/jpeg', SAMPLE_PNG.length);
    await upload(thumb.body.upload, SAMPLE_PNG);
    expectError(await complete(student, postId), 422, 'upload/invalid-file');
    expect(await objectExists(`${folder(postId)}/thumbnail`)).toBe(false);
    const done = await complete(student, postId);
    expect(done.body.post.video).toMatchObject({ status: 'ready', thumbnailUrl: null });
  });

  it('refuses thumbnails of other types, over 2 MB, for other people’s or finished posts', async () => {
    const started = await initiate(student, mp4);
    const postId = started.body.post.id;
    expectError(await thumbnail(student, postId, 'image/gif', 100), 415, 'upload/unsupported-format');
    expectError(await thumbnail(student, postId, 'image/png', 2 * 1024 * 1024 + 1), 413, 'upload/too-large');
    expectError(await thumbnail(student2, postId, 'image/png', 100), 403, 'feed/forbidden');
    expectError(await thumbnail(owner, postId, 'image/png', 100), 403, 'feed/forbidden');
    expectError(await thumbnail(outsider, postId, 'image/png', 100), 403, 'feed/not-member');
    expectError(await thumbnail(student, 'no-such-post', 'image/png', 100), 404, 'feed/not-found');
    const text = await post(student, 'Just text');
    expectError(await thumbnail(student, text.id, 'image/png', 100), 400, 'validation/invalid-input');
    await upload(started.body.upload, SAMPLE_MP4);
    await complete(student, postId);
    expectError(await thumbnail(student, postId, 'image/png', 100), 400, 'validation/invalid-input');
  });

  it('lets only the author complete; outsiders may not start one', async () => {
    const started = await initiate(student, mp4);
    await upload(started.body.upload, SAMPLE_MP4);
    expectError(await complete(student2, started.body.post.id), 403, 'feed/forbidden');
    expectError(await complete(outsider, started.body.post.id), 403, 'feed/not-member');
    for (const user of Object.values(outsiders())) expectError(await initiate(user, mp4), 403, 'feed/not-member');
    expectError(await complete(student, 'no-such-post'), 404, 'feed/not-found');
  });

  it('deleting a video post deletes its video and thumbnail objects', async () => {
    const started = await initiate(student, mp4);
    const postId = started.body.post.id;
    await upload(started.body.upload, SAMPLE_MP4);
    const thumb = await thumbnail(student, postId, 'image/png', SAMPLE_PNG.length);
    await upload(thumb.body.upload, SAMPLE_PNG);
    const done = await complete(student, postId);
    expect((await objectsUnder(`${folder(postId)}/`)).sort()).toEqual([`${folder(postId)}/thumbnail`, `${folder(postId)}/video.mp4`]);
    expect((await call('DELETE', `/feed/${postId}`, { token: owner.token })).status).toBe(200);
    expect(await objectsUnder(`${folder(postId)}/`)).toEqual([]);
    const response = await fetch(done.body.post.video!.url!);
    expect([403, 404]).toContain(response.status);
    await response.arrayBuffer();
  });
});
