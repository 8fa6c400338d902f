// Question images (docs/live.md, Question images): the quiz's owner asks for an upload
// session, PUTs the bytes, then completes; the finished object is checked (limit, size,
// magic bytes, whole structure) and gets a download token chosen at declaration. Its token
// URL is what questions, the hosted game's snapshot and the session's question carry: players
// are anonymous, so they load it by that unguessable URL while storage.rules still deny all.
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { checkQuestionImage, questionImageFolder, questionImagePath } from '../domain/question-image';
import { ApiError } from '../lib/http';
import type { QuestionImageType } from '../shared/constants';
import type { QuestionImage } from '../shared/schemas/quiz';
import type { UploadTarget } from '../shared/schemas/material';
import { completeDeclaredUpload, createUploadSession, deleteFolder, tokenUrl } from './uploads';

/** quizzes/{quizId}/images/{imageId}: what was declared, the chosen token, and whether it passed. */
export const questionImagesCol = (quizRef: FirebaseFirestore.DocumentReference) => quizRef.collection('images');

interface ImageDoc {
  content_type: QuestionImageType;
  size: number;
  path: string;
  token: string;
  state: 'uploading' | 'ready';
}

/** Declares an image of the quiz (the caller checked ownership) and opens its upload session. */
export async function createQuestionImageUpload(
  quizRef: FirebaseFirestore.DocumentReference,
  file: { contentType: QuestionImageType; size: number },
  origin?: string,
): Promise<{ imageId: string; upload: UploadTarget }> {
  const ref = questionImagesCol(quizRef).doc();
  const path = questionImagePath(quizRef.id, ref.id, file.contentType);
  const doc: ImageDoc = { content_type: file.contentType, size: file.size, path, token: randomUUID(), state: 'uploading' };
  await ref.set({ ...doc, created_at: FieldValue.serverTimestamp() });
  return { imageId: ref.id, upload: await createUploadSession(path, file, origin) };
}

/**
 * Checks a finished image: 409 upload/not-finished while nothing arrived, 422
 * upload/invalid-file with the reason when it is not what was declared (the object is
 * deleted and the declaration dropped), else it is published under its token.
 */
export async function completeQuestionImage(quizRef: FirebaseFirestore.DocumentReference, imageId: string): Promise<QuestionImage> {
  const ref = questionImagesCol(quizRef).doc(imageId);
  const snap = await ref.get();
  if (!snap.exists) throw new ApiError('quiz/image-not-found');
  const image = snap.data() as ImageDoc;
  return completeDeclaredUpload(ref, image, (object) =>
    checkQuestionImage({ contentType: image.content_type, size: image.size }, object));
}

/**
 * The images questions point at, read in the caller's transaction: id -> image, for ready
 * images of this quiz only (anything else is 404 quiz/image-not-found).
 */
export async function readQuestionImages(
  tx: Transaction,
  quizRef: FirebaseFirestore.DocumentReference,
  ids: readonly string[],
): Promise<Map<string, QuestionImage>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snaps = await tx.getAll(...unique.map((id) => questionImagesCol(quizRef).doc(id)));
  const images = new Map<string, QuestionImage>();
  for (const snap of snaps) {
    const data = snap.data() as (ImageDoc & DocumentData) | undefined;
    if (!data || data.state !== 'ready') throw new ApiError('quiz/image-not-found');
    images.set(snap.id, { id: snap.id, url: tokenUrl(data.path, data.token) });
  }
  return images;
}

/** Removes a deleted quiz's images: the objects and their declarations. */
export async function deleteQuestionImages(quizRef: FirebaseFirestore.DocumentReference): Promise<void> {
  await deleteFolder(questionImageFolder(quizRef.id));
  const docs = await questionImagesCol(quizRef).listDocuments();
  await Promise.all(docs.map((doc) => doc.delete()));
}
