// Question images (docs/live.md, Question images): the builder's upload session, the checks
// of the finished object (type, 2 MB, magic bytes, structure; refused with a reason and
// deleted), the image on the question, and the image reaching a hosted game's question, where
// an anonymous player loads it by its token URL while Storage denies everything else.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSessionDoc } from '@shared/schemas/live';
import type { UploadTarget } from '@shared/schemas/material';
import type { QuestionImage, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { BUCKET, objectExists, objectsUnder, PDF_HTML_EXE_POLYGLOT, putToSession, SAMPLE_EXE, SAMPLE_PNG, upload } from '../support/files';
import { STORAGE_HOST } from '../support/env';
import { anonymousPlayer, type Player } from '../support/players';
import { createTestUser, type TestUser } from '../support/users';

/** A 1x1 lossless WebP and a 1x1 GIF89a. */
const SAMPLE_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SAMPLE_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MB = 1024 * 1024;

let teacher: TestUser;
let otherTeacher: TestUser;
const players: Player[] = [];

beforeAll(async () => {
  [teacher, otherTeacher] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser({ userType: 'teacher' })]);
});

afterAll(async () => {
  await Promise.all(players.map((p) => p.close()));
});

/** A draft quiz of `owner` with one multiple-choice question, written as the builder stores it. */
async function draftQuiz(owner: TestUser = teacher, status: 'draft' | 'published' = 'draft'): Promise<string> {
  const quizId = `quiz-${randomUUID()}`;
  const now = new Date();
  await adminDb.doc(`quizzes/${quizId}`).set({
    title: 'Flags', owner_uid: owner.uid, method: 'manual', difficulty: 'mixed', language: 'en', status,
    question_count: 1, total_points: 1000, created_at: now, updated_at: now,
  });
  await adminDb.doc(`quizzes/${quizId}/questions/q0`).set({
    order: 0, type: 'multiple_choice', text: 'Which flag is this?', options: ['Egypt', 'Jordan'], correct_answer: 'Egypt',
    grading_guidelines: '', time_limit_s: 30, points: 1000,
  });
  return quizId;
}

async function declare(quizId: string, file: { contentType: string; size: number }, who: TestUser = teacher) {
  return call<{ data: { imageId: string; upload: UploadTarget } }>('POST', `/quizzes/${quizId}/images`, { token: who.token, body: file });
}

const complete = (quizId: string, imageId: string, who: TestUser = teacher) =>
  call<{ data: QuestionImage }>('POST', `/quizzes/${quizId}/images/${imageId}/complete`, { token: who.token });

/** Declares, uploads and completes an image; the complete call's answer. */
async function uploadImage(quizId: string, contentType: string, bytes: Buffer, declaredSize = bytes.length) {
  const declared = await declare(quizId, { contentType, size: declaredSize });
  expect(declared.status, declared.text).toBe(201);
  const { imageId, upload: target } = declared.body.data;
  await upload(target, bytes);
  return { imageId, result: await complete(quizId, imageId) };
}

const imageObjects = (quizId: string) => objectsUnder(`quizzes/${quizId}/images/`);

describe('POST /quizzes/{id}/images', () => {
  it('opens an upload session for the quiz’s owner, with the declared type fixed', async () => {
    const quizId = await draftQuiz();
    const result = await declare(quizId, { contentType: 'image/png', size: SAMPLE_PNG.length });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.imageId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(result.body.data.upload).toEqual({
      url: expect.stringContaining(`http://${STORAGE_HOST}/upload/storage/v1/b/${BUCKET}/o?`),
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
    });
  });

  it('refuses other types and anything over 2 MB before any upload', async () => {
    const quizId = await draftQuiz();
    for (const contentType of ['image/svg+xml', 'application/pdf', 'image/bmp', 'text/html']) {
      expectError(await declare(quizId, { contentType, size: 100 }), 415, 'quiz/image-type');
    }
    expectError(await declare(quizId, { contentType: 'image/png', size: 2 * MB + 1 }), 413, 'quiz/image-too-large');
    expect((await declare(quizId, { contentType: 'image/png', size: 2 * MB })).status).toBe(201);
    expectError(await declare(quizId, { contentType: 'image/png', size: 0 }), 400, 'upload/file-required');
  });

  it('is for the quiz’s owner and drafts only', async () => {
    const quizId = await draftQuiz();
    expectError(await declare(quizId, { contentType: 'image/png', size: 10 }, otherTeacher), 404, 'quiz/not-found');
    const published = await draftQuiz(teacher, 'published');
    expectError(await declare(published, { contentType: 'image/png', size: 10 }), 409, 'quiz/published-locked');
  });
});

describe('POST /quizzes/{id}/images/{imageId}/complete', () => {
  it('accepts PNG, WebP and GIF whose bytes are what they claim, with a token URL anyone may load', async () => {
    const quizId = await draftQuiz();
    for (const [contentType, bytes] of [['image/png', SAMPLE_PNG], ['image/webp', SAMPLE_WEBP], ['image/gif', SAMPLE_GIF]] as const) {
      const { imageId, result } = await uploadImage(quizId, contentType, bytes);
      expect(result.status, `${contentType}: ${result.text}`).toBe(200);
      expect(result.body.data.id).toBe(imageId);
      const response = await fetch(result.body.data.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      // Completing again gives the same URL.
      expect((await complete(quizId, imageId)).body.data.url).toBe(result.body.data.url);
    }
  });

  it('says upload/not-finished while nothing arrived', async () => {
    const quizId = await draftQuiz();
    const declared = await declare(quizId, { contentType: 'image/png', size: SAMPLE_PNG.length });
    expectError(await complete(quizId, declared.body.data.imageId), 409, 'upload/not-finished');
  });

  it('refuses and deletes an executable declared as a PNG (bad-signature)', async () => {
    const quizId = await draftQuiz();
    const { result } = await uploadImage(quizId, 'image/png', SAMPLE_EXE);
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.values).toEqual({ reason: 'bad-signature' });
    expect(await imageObjects(quizId)).toEqual([]);
  });

  it('refuses a PNG declared as a WebP, and a PNG with HTML appended (content-mismatch)', async () => {
    const quizId = await draftQuiz();
    const asWebp = await uploadImage(quizId, 'image/webp', SAMPLE_PNG);
    expectError(asWebp.result, 422, 'upload/invalid-file');
    expect(asWebp.result.body.values).toEqual({ reason: 'bad-signature' });
    const polyglot = Buffer.concat([SAMPLE_PNG, PDF_HTML_EXE_POLYGLOT]);
    const appended = await uploadImage(quizId, 'image/png', polyglot);
    expectError(appended.result, 422, 'upload/invalid-file');
    expect(appended.result.body.values).toEqual({ reason: 'content-mismatch' });
    // A WebP head in front of HTML is no WebP either.
    const fakeWebp = Buffer.concat([SAMPLE_WEBP.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
    const fake = await uploadImage(quizId, 'image/webp', fakeWebp);
    expect(fake.result.body.values).toEqual({ reason: 'content-mismatch' });
    expect(await imageObjects(quizId)).toEqual([]);
  });

  it('refuses a file over 2 MB or of another size than declared', async () => {
    const quizId = await draftQuiz();
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(2 * MB)]);
    const tooLarge = await uploadImage(quizId, 'image/png', big, SAMPLE_PNG.length);
    expectError(tooLarge.result, 422, 'upload/invalid-file');
    expect(tooLarge.result.body.values).toEqual({ reason: 'too-large' });
    const other = await uploadImage(quizId, 'image/png', SAMPLE_PNG, SAMPLE_PNG.length + 5);
    expect(other.result.body.values).toEqual({ reason: 'size-mismatch' });
    expect(await imageObjects(quizId)).toEqual([]);
    // A refused image is forgotten: completing it again says it is gone.
    expectError(await complete(quizId, other.imageId), 404, 'quiz/image-not-found');
  });

  it('is refused to anyone but the owner', async () => {
    const quizId = await draftQuiz();
    const { imageId } = await uploadImage(quizId, 'image/png', SAMPLE_PNG);
    expectError(await complete(quizId, imageId, otherTeacher), 404, 'quiz/not-found');
  });
});

describe('a question’s image', () => {
  it('is kept with the question, refused when it is not a finished image of this quiz, and deleted with the quiz', async () => {
    const quizId = await draftQuiz();
    const { result } = await uploadImage(quizId, 'image/png', SAMPLE_PNG);
    const image = result.body.data;
    const question = { type: 'multiple_choice', text: 'Which flag?', options: ['Egypt', 'Jordan'], correct_answer: 'Egypt', image_id: image.id };
    const saved = await call<{ data: QuizWithQuestionsDto }>('PATCH', `/quizzes/${quizId}`, { token: teacher.token, body: { questions: [question] } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.questions[0]!.image).toEqual(image);
    const removed = await call<{ data: QuizWithQuestionsDto }>('PATCH', `/quizzes/${quizId}`, {
      token: teacher.token,
      body: { questions: [{ ...question, image_id: null }] },
    });
    expect(removed.body.data.questions[0]!.image).toBeNull();

    const pending = await declare(quizId, { contentType: 'image/png', size: SAMPLE_PNG.length });
    for (const imageId of ['nope', pending.body.data.imageId]) {
      const refused = await call('PATCH', `/quizzes/${quizId}`, { token: teacher.token, body: { questions: [{ ...question, image_id: imageId }] } });
      expectError(refused, 404, 'quiz/image-not-found');
    }
    // Another quiz's image is not this quiz's.
    const other = await draftQuiz();
    const foreign = await call('PATCH', `/quizzes/${other}`, { token: teacher.token, body: { questions: [question] } });
    expectError(foreign, 404, 'quiz/image-not-found');

    expect((await call('DELETE', `/quizzes/${quizId}`, { token: teacher.token })).status).toBe(200);
    expect(await imageObjects(quizId)).toEqual([]);
    expect((await adminDb.collection(`quizzes/${quizId}/images`).get()).size).toBe(0);
    const gone = await fetch(image.url);
    expect([403, 404]).toContain(gone.status);
    await gone.arrayBuffer();
  });

  it('travels into the hosted game: the snapshot and the open question carry its URL, which an anonymous player can load', async () => {
    const quizId = await draftQuiz();
    const { result } = await uploadImage(quizId, 'image/png', SAMPLE_PNG);
    const image = result.body.data;
    const questions = [
      { type: 'multiple_choice', text: 'Which flag?', options: ['Egypt', 'Jordan'], correct_answer: 'Egypt', image_id: image.id, points: 10 },
      { type: 'true_false', text: 'No picture here.', correct_answer: 'true', points: 10 },
    ];
    const saved = await call('PATCH', `/quizzes/${quizId}`, { token: teacher.token, body: { questions } });
    expect(saved.status, saved.text).toBe(200);
    const hosted = await call<{ sessionId: string; code: string }>('POST', '/live/sessions', { token: teacher.token, body: { quizId } });
    expect(hosted.status, hosted.text).toBe(201);
    const { sessionId, code } = hosted.body;
    const snapshot = (await adminDb.doc(`liveSessions/${sessionId}/server/quiz`).get()).data()!;
    expect(snapshot.questions.map((q: { image_url: string | null }) => q.image_url)).toEqual([image.url, null]);

    const player = await anonymousPlayer();
    players.push(player);
    expect((await player.join(code, 'Mona')).status).toBe(200);
    expect((await call('POST', `/live/sessions/${sessionId}/start`, { token: teacher.token })).status).toBe(200);
    const seen = (await player.session(sessionId)) as LiveSessionDoc;
    expect(seen.question).toMatchObject({ index: 0, text: 'Which flag?', image_url: image.url });
    expect(JSON.stringify(seen.question)).not.toContain('correct');
    const response = await fetch(seen.question!.image_url!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);

    // Storage itself still refuses the player: only the token URL opens the image.
    const path = decodeURIComponent(new URL(image.url).pathname.split('/o/')[1]!);
    const direct = await fetch(`http://${STORAGE_HOST}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`, {
      headers: { Authorization: `Firebase ${await player.token()}` },
    });
    expect(direct.status).toBe(403);
    await direct.arrayBuffer();
    expect(await objectExists(path)).toBe(true);

    expect((await call('POST', `/live/sessions/${sessionId}/close`, { token: teacher.token })).status).toBe(200);
    expect((await call('POST', `/live/sessions/${sessionId}/next`, { token: teacher.token })).status).toBe(200);
    expect(((await player.session(sessionId)) as LiveSessionDoc).question).toMatchObject({ index: 1, image_url: null });
  });
});

describe('the upload session itself', () => {
  it('keeps the declared type even when the PUT says otherwise', async () => {
    const quizId = await draftQuiz();
    const declared = await declare(quizId, { contentType: 'image/png', size: SAMPLE_PNG.length });
    expect((await putToSession(declared.body.data.upload, SAMPLE_PNG, 'text/html')).status).toBe(200);
    expect((await complete(quizId, declared.body.data.imageId)).status).toBe(200);
  });
});
