// The client's check of a question image before asking for an upload session: PNG, JPEG, WebP
// or GIF, at most 2 MB (the server checks again, bytes included). Pure.
import { QUESTION_IMAGE_MAX_BYTES, QUESTION_IMAGE_TYPES, type QuestionImageType } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';

const EXTENSIONS: Record<string, QuestionImageType> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', jfif: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-png': 'image/png' };

/** The file input's accept attribute. */
export const QUESTION_IMAGE_ACCEPT = [...Object.keys(QUESTION_IMAGE_TYPES), ...Object.keys(EXTENSIONS).map((e) => `.${e}`)].join(',');

export type QuestionImageCheck = { ok: true; contentType: QuestionImageType; size: number } | { ok: false; code: ErrorCode };

export function checkQuestionImageFile(file: { name: string; type: string; size: number }): QuestionImageCheck {
  const declared = ALIASES[file.type.toLowerCase().trim()] ?? file.type.toLowerCase().trim();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const contentType = declared && declared !== 'application/octet-stream' ? declared : (EXTENSIONS[extension] ?? '');
  if (!Object.hasOwn(QUESTION_IMAGE_TYPES, contentType)) return { ok: false, code: 'quiz/image-type' };
  if (file.size <= 0) return { ok: false, code: 'upload/file-required' };
  if (file.size > QUESTION_IMAGE_MAX_BYTES) return { ok: false, code: 'quiz/image-too-large' };
  return { ok: true, contentType: contentType as QuestionImageType, size: file.size };
}
