// Client checks of a file before any upload session is asked for (spec 000 section 5):
// PDF, JPG, PNG and MP4 only; PDFs and images up to 10 MB, videos up to 1 GB. The browser's
// `file.type` is used when it names a known type, the extension otherwise (some systems give
// no type for .mp4). The server checks again, including the magic bytes, so a renamed .exe
// passes here and is refused by `.../complete` with 'Please upload a valid file'.
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES, UPLOAD_TYPES, type UploadContentType } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { uploadFileSchema, type UploadFile } from '@shared/schemas/material';

/** What the checks need of a browser File (so they test without a DOM). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
};

/** Browser aliases of the accepted types. */
const TYPE_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-png': 'image/png' };

export const MATERIAL_CONTENT_TYPES = Object.keys(UPLOAD_TYPES) as UploadContentType[];
export const VIDEO_CONTENT_TYPES: UploadContentType[] = ['video/mp4'];

/** The `accept` attribute of a file input for these types. */
export function acceptFor(types: readonly string[]): string {
  const extensions = Object.entries(EXTENSION_TYPES)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...types, ...extensions].join(',');
}

/** The content type a file declares: its known MIME type, else the one of its extension, else ''. */
export function contentTypeOf(file: Pick<FileLike, 'name' | 'type'>): string {
  const declared = (file.type || '').toLowerCase().trim();
  const normalised = TYPE_ALIASES[declared] ?? declared;
  if (normalised && normalised !== 'application/octet-stream') return normalised;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? normalised;
}

export type FileCheck = { ok: true; file: UploadFile } | { ok: false; code: ErrorCode };

/**
 * Checks a chosen file against the accepted types (all material types by default) and their
 * size limits, with the shared request schema. No file -> 'Please upload a file'.
 */
export function checkUploadFile(
  file: FileLike | null | undefined,
  accepted: readonly UploadContentType[] = MATERIAL_CONTENT_TYPES,
): FileCheck {
  if (!file) return { ok: false, code: 'upload/file-required' };
  const contentType = contentTypeOf(file);
  if (!(accepted as readonly string[]).includes(contentType)) return { ok: false, code: 'upload/unsupported-format' };
  if (file.size <= 0) return { ok: false, code: 'upload/file-required' };
  const parsed = uploadFileSchema.safeParse({ name: file.name.trim() || 'file', contentType, size: file.size });
  if (parsed.success) return { ok: true, file: parsed.data };
  const first = parsed.error.issues[0]?.message;
  return { ok: false, code: (first as ErrorCode | undefined) ?? 'upload/unsupported-format' };
}

export type ThumbnailCheck =
  | { ok: true; contentType: (typeof THUMBNAIL_TYPES)[number]; size: number }
  | { ok: false; code: ErrorCode };

/** A video post's optional thumbnail: JPEG or PNG, up to 2 MB. */
export function checkThumbnail(file: FileLike): ThumbnailCheck {
  const contentType = contentTypeOf(file);
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(contentType)) return { ok: false, code: 'upload/unsupported-format' };
  if (file.size <= 0) return { ok: false, code: 'upload/file-required' };
  if (file.size > THUMBNAIL_MAX_BYTES) return { ok: false, code: 'upload/too-large' };
  return { ok: true, contentType: contentType as (typeof THUMBNAIL_TYPES)[number], size: file.size };
}

/** The file name without its extension (a default material name). */
export function baseName(name: string): string {
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf('.');
  return dot > 0 ? trimmed.slice(0, dot) : trimmed;
}
