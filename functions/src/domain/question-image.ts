// A quiz question's image (docs/live.md, Question images): PNG, JPEG, WebP or GIF up to 2 MB,
// judged by what was declared before the upload and by its first bytes. Pure, so it
// unit-tests without Storage; the structure check follows in services/question-images.ts.
import { QUESTION_IMAGE_MAX_BYTES, QUESTION_IMAGE_TYPES, type QuestionImageType } from '../shared/constants';
import type { StoredObject, UploadVerdict } from './file-signature';

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<(typeof QUESTION_IMAGE_TYPES)[QuestionImageType], (head: Uint8Array) => boolean> = {
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
};

export function isQuestionImageType(value: unknown): value is QuestionImageType {
  return typeof value === 'string' && Object.hasOwn(QUESTION_IMAGE_TYPES, value);
}

export interface DeclaredQuestionImage {
  contentType: QuestionImageType;
  size: number;
}

/** Limit, declared size, stored type, magic bytes: the same order as every other upload. */
export function checkQuestionImage(declared: DeclaredQuestionImage, actual: StoredObject): UploadVerdict {
  if (actual.size > QUESTION_IMAGE_MAX_BYTES) return { ok: false, reason: 'too-large' };
  if (actual.size !== declared.size) return { ok: false, reason: 'size-mismatch' };
  if (actual.contentType && actual.contentType !== declared.contentType) return { ok: false, reason: 'content-type-mismatch' };
  if (!SIGNATURES[QUESTION_IMAGE_TYPES[declared.contentType]](actual.head)) return { ok: false, reason: 'bad-signature' };
  return { ok: true };
}

/** Where a quiz's question images live (deleted with the quiz). */
export const questionImageFolder = (quizId: string) => `quizzes/${quizId}/images`;

const EXTENSIONS: Record<QuestionImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The object of one image: a fixed name, so nothing the client typed reaches the path. */
export const questionImagePath = (quizId: string, imageId: string, contentType: QuestionImageType) =>
  `${questionImageFolder(quizId)}/${imageId}.${EXTENSIONS[contentType]}`;
