// Images and PDFs on class posts (issue 10, item 21): announced with the post, uploaded through
// upload sessions, checked by the author's completion (type by magic bytes and structure,
// declared size, each type's limit), read through token URLs the feed hands to members only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentUpload, PostDto } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect, type TestClass } from '../support/classes';
import { STORAGE_HOST } from '../support/env';
import {
  BUCKET,
  objectsUnder,
  PDF_HTML_EXE_POLYGLOT,
  SAMPLE_EXE,
  SAMPLE_MP4,
  SAMPLE_PNG,
  sampleGif,
  samplePdf,
  sampleWebp,
  upload,
} from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

let teacher: TestUser;
let student: TestUser;
let student2: TestUser;
let outsider: TestUser;
let pending: TestUser;
let klass: TestClass;

beforeAll(async () => {
  [teacher, student, student2, outsider, pending] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  klass = await createClassDirect(teacher);
  await addMemberDirect(klass.classId, student);
  await addMemberDirect(klass.classId, student2);
  await addMemberDirect(klass.classId, pending, { status: 'pending' });
});

interface FileInfo {
  name: string;
  contentType: string;
  size: number;
}
interface Initiated {
  post: PostDto;
  attachmentUploads: AttachmentUpload[];
}

const PDF = samplePdf();
const WEBP = sampleWebp();
const GIF = sampleGif();
const file = (name: string, contentType: string, bytes: Buffer): FileInfo => ({ name, contentType, size: bytes.length });
const folder = (postId: string) => `classes/${klass.classId}/posts/${postId}`;

const initiate = (user: TestUser, attachments: unknown, content = 'Today’s notes') =>
  call<Initiated>('POST', '/feed/attachment-upload-initiate', { token: user.token, body: { classId: klass.classId, content, attachments } });
const complete = (user: TestUser, postId: string) =>
  call<{ post: PostDto }>('POST', '/feed/attachment-upload-complete', { token: user.token, body: { postId } });
const list = (user: TestUser) => call<{ posts: PostDto[] }>('GET', `/feed/?classId=${klass.classId}&limit=50`, { token: user.token });

/** Announces the files, uploads each one's bytes, and answers the initiate result. */
async function postWith(user: TestUser, files: [FileInfo, Buffer][], content?: string): Promise<Initiated> {
  const started = await initiate(user, files.map(([info]) => info), content);
  expect(started.status, started.text).toBe(201);
  await Promise.all(started.body.attachmentUploads.map((target, i) => upload(target.upload, files[i]![1])));
  return started.body;
}

const fetchBytes = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('posts with images and PDFs', () => {
  it('a teacher posts a PNG, a WebP, a GIF and a PDF: ready, with token URLs members can read', async () => {
    const files: [FileInfo, Buffer][] = [
      [file('diagram.png', 'image/png', SAMPLE_PNG), SAMPLE_PNG],
      [file('photo.webp', 'image/webp', WEBP), WEBP],
      [file('anim.gif', 'image/gif', GIF), GIF],
      [file('ورقة العمل.pdf', 'application/pdf', PDF), PDF],
    ];
    const started = await initiate(teacher, files.map(([info]) => info));
    expect(started.status, started.text).toBe(201);
    expect(started.body.post).toMatchObject({ type: 'text', content: 'Today’s notes', video: null });
    expect(started.body.post.attachments.map((a) => [a.name, a.kind, a.status, a.url])).toEqual([
      ['diagram.png', 'image', 'uploading', null],
      ['photo.webp', 'image', 'uploading', null],
      ['anim.gif', 'image', 'uploading', null],
      ['ورقة العمل.pdf', 'pdf', 'uploading', null],
    ]);
    const uploads = started.body.attachmentUploads;
    expect(uploads.map((u) => [u.name, u.upload.headers['Content-Type']])).toEqual(files.map(([info]) => [info.name, info.contentType]));
    expect(uploads.map((u) => u.attachmentId)).toEqual(started.body.post.attachments.map((a) => a.id));
    await Promise.all(uploads.map((target, i) => upload(target.upload, files[i]![1])));

    const done = await complete(teacher, started.body.post.id);
    expect(done.status, done.text).toBe(200);
    const attachments = done.body.post.attachments;
    expect(attachments.every((a) => a.status === 'ready' && a.url?.startsWith(`http://${STORAGE_HOST}/v0/b/${BUCKET}/o/`))).toBe(true);
    expect(attachments[3]).toMatchObject({ contentType: 'application/pdf', size: PDF.length, kind: 'pdf' });
    const read = await Promise.all(attachments.map((a) => fetchBytes(a.url!)));
    read.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(files[i]![1])).toBe(true);
    });

    // Members read the same URLs from the feed; completing again changes nothing.
    const feed = await list(student);
    expect(feed.body.posts.find((p) => p.id === done.body.post.id)?.attachments).toEqual(attachments);
    expect((await complete(teacher, done.body.post.id)).body.post.attachments).toEqual(attachments);
  });

  it('a student may attach too (whoever may post), with no caption', async () => {
    const started = await postWith(student, [[file('notes.pdf', 'application/pdf', PDF), PDF]], '');
    const done = await complete(student, started.post.id);
    expect(done.status, done.text).toBe(200);
    expect(done.body.post).toMatchObject({ content: '', author: { uid: student.uid, role: 'student' }, attachments: [{ status: 'ready' }] });
  });

  it('a video post carries attachments, checked with its video', async () => {
    const started = await call<Initiated & { upload: UploadTarget }>('POST', '/feed/video-upload-initiate', {
      token: teacher.token,
      body: {
        classId: klass.classId,
        content: 'Watch, then read',
        file: { name: 'clip.mp4', contentType: 'video/mp4', size: SAMPLE_MP4.length },
        attachments: [file('sheet.pdf', 'application/pdf', PDF)],
      },
    });
    expect(started.status, started.text).toBe(201);
    await upload(started.body.upload, SAMPLE_MP4);
    const postId = started.body.post.id;
    // The attachment is not uploaded yet: the video waits for it.
    expectError(await call('POST', '/feed/video-upload-complete', { token: teacher.token, body: { postId } }), 409, 'upload/not-finished');
    await upload(started.body.attachmentUploads[0]!.upload, PDF);
    expectError(await complete(teacher, postId), 400, 'validation/invalid-input');
    const done = await call<{ post: PostDto }>('POST', '/feed/video-upload-complete', { token: teacher.token, body: { postId } });
    expect(done.status, done.text).toBe(200);
    expect(done.body.post).toMatchObject({ type: 'video', video: { status: 'ready' }, attachments: [{ name: 'sheet.pdf', status: 'ready' }] });
    expect((await fetchBytes(done.body.post.attachments[0]!.url!)).bytes.equals(PDF)).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses other types, sizes over the limits and more than 4 files before any upload session', async () => {
    expectError(await initiate(teacher, [{ name: 'x.svg', contentType: 'image/svg+xml', size: 10 }]), 415, 'upload/unsupported-format');
    expectError(await initiate(teacher, [{ name: 'x.mp4', contentType: 'video/mp4', size: 10 }]), 415, 'upload/unsupported-format');
    expectError(await initiate(teacher, [{ name: 'x.png', contentType: 'image/png', size: 5 * 1024 * 1024 + 1 }]), 413, 'feed/image-too-large');
    expectError(await initiate(teacher, [{ name: 'x.pdf', contentType: 'application/pdf', size: 10 * 1024 * 1024 + 1 }]), 413, 'upload/too-large');
    expectError(await initiate(teacher, [{ name: 'x.pdf', contentType: 'application/pdf', size: 0 }]), 400, 'upload/file-required');
    const five = Array.from({ length: 5 }, (_, i) => file(`p${i}.png`, 'image/png', SAMPLE_PNG));
    expectError(await initiate(teacher, five), 400, 'feed/too-many-attachments');
    expectError(await initiate(teacher, []), 400, 'upload/file-required');
    const video = await call('POST', '/feed/video-upload-initiate', {
      token: teacher.token,
      body: { classId: klass.classId, file: { name: 'c.mp4', contentType: 'video/mp4', size: 100 }, attachments: five },
    });
    expectError(video, 400, 'feed/too-many-attachments');
    // Four is the most: accepted.
    expect((await initiate(teacher, five.slice(0, 4))).status).toBe(201);
  });

  it('refuses a file whose bytes are not its declared type, naming the file and the reason; the post and its files go', async () => {
    const cases: [FileInfo, Buffer, string][] = [
      [file('homework.pdf', 'application/pdf', SAMPLE_EXE), SAMPLE_EXE, 'bad-signature'],
      [file('trick.pdf', 'application/pdf', PDF_HTML_EXE_POLYGLOT), PDF_HTML_EXE_POLYGLOT, 'content-mismatch'],
      [file('photo.jpg', 'image/jpeg', SAMPLE_PNG), SAMPLE_PNG, 'bad-signature'],
      [{ ...file('short.png', 'image/png', SAMPLE_PNG), size: SAMPLE_PNG.length + 5 }, SAMPLE_PNG, 'size-mismatch'],
      [file('fake.webp', 'image/webp', Buffer.concat([WEBP, PDF])), Buffer.concat([WEBP, PDF]), 'content-mismatch'],
    ];
    for (const [info, bytes, reason] of cases) {
      const started = await postWith(student, [[file('fine.png', 'image/png', SAMPLE_PNG), SAMPLE_PNG], [info, bytes]]);
      const refused = await complete(student, started.post.id);
      expectError(refused, 422, 'upload/invalid-file');
      expect(refused.body.values, info.name).toEqual({ reason, file: info.name });
      expect((await adminDb.doc(folder(started.post.id)).get()).exists).toBe(false);
      expect(await objectsUnder(`${folder(started.post.id)}/`)).toEqual([]);
    }
  });

  it('says upload/not-finished until every file is uploaded, and changes nothing', async () => {
    const started = await initiate(teacher, [file('a.png', 'image/png', SAMPLE_PNG), file('b.pdf', 'application/pdf', PDF)]);
    await upload(started.body.attachmentUploads[0]!.upload, SAMPLE_PNG);
    expectError(await complete(teacher, started.body.post.id), 409, 'upload/not-finished');
    const stored = await adminDb.doc(folder(started.body.post.id)).get();
    expect(stored.get('attachments').map((a: { status: string }) => a.status)).toEqual(['uploading', 'uploading']);
  });
});

describe('who may attach and read', () => {
  it('outsiders and pending members may not attach; only the author completes', async () => {
    for (const user of [outsider, pending]) expectError(await initiate(user, [file('a.png', 'image/png', SAMPLE_PNG)]), 403, 'feed/not-member');
    const started = await postWith(student, [[file('a.png', 'image/png', SAMPLE_PNG), SAMPLE_PNG]]);
    expectError(await complete(student2, started.post.id), 403, 'feed/forbidden');
    expectError(await complete(teacher, started.post.id), 403, 'feed/forbidden');
    expectError(await complete(outsider, started.post.id), 403, 'feed/not-member');
    expectError(await complete(student, 'no-such-post'), 404, 'feed/not-found');
    const text = await call<{ post: PostDto }>('POST', '/feed', { token: student.token, body: { classId: klass.classId, content: 'Plain' } });
    expectError(await complete(student, text.body.post.id), 400, 'validation/invalid-input');
  });

  it('a non-member gets no URL, and Storage gives nothing without the token or before the check', async () => {
    const started = await postWith(teacher, [[file('secret.pdf', 'application/pdf', PDF), PDF]]);
    // Uploaded but not checked yet: the token chosen for it does not open it.
    const stored = (await adminDb.doc(folder(started.post.id)).get()).get('attachments')[0] as { path: string; token: string };
    const early = `http://${STORAGE_HOST}/v0/b/${BUCKET}/o/${encodeURIComponent(stored.path)}?alt=media&token=${stored.token}`;
    expect((await fetchBytes(early)).status).not.toBe(200);

    const done = await complete(teacher, started.post.id);
    const url = done.body.post.attachments[0]!.url!;
    expectError(await list(outsider), 403, 'feed/not-member');
    expectError(await list(pending), 403, 'feed/not-member');
    const withoutToken = url.replace(/&token=[^&]+/, '');
    expect([401, 403, 404]).toContain((await fetchBytes(withoutToken)).status);
    const wrongToken = url.replace(/token=[^&]+/, 'token=00000000-0000-4000-8000-000000000000');
    expect((await fetchBytes(wrongToken)).status).not.toBe(200);
    expect((await fetchBytes(url)).status).toBe(200);
  });

  it('deleting the post deletes its files (the teacher moderating a student’s post too)', async () => {
    const started = await postWith(student, [
      [file('a.png', 'image/png', SAMPLE_PNG), SAMPLE_PNG],
      [file('b.pdf', 'application/pdf', PDF), PDF],
    ]);
    const done = await complete(student, started.post.id);
    expect(await objectsUnder(`${folder(started.post.id)}/`)).toHaveLength(2);
    expect((await call('DELETE', `/feed/${started.post.id}`, { token: teacher.token })).status).toBe(200);
    expect(await objectsUnder(`${folder(started.post.id)}/`)).toEqual([]);
    for (const attachment of done.body.post.attachments) expect((await fetchBytes(attachment.url!)).status).not.toBe(200);
  });
});
