// A post's images and PDFs (issue 10): the client check of a chosen file (type, size) before
// any upload session, the list rule (at most FEED.maxAttachments), and how the card lays
// images out. The server checks everything again, including the bytes.
import { FEED, POST_ATTACHMENT_TYPES, type PostAttachmentType } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { attachmentFileSchema, type AttachmentFile } from '@shared/schemas/feed';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export const ATTACHMENT_TYPES = Object.keys(POST_ATTACHMENT_TYPES) as PostAttachmentType[];

const EXTENSION_TYPES: Record<string, PostAttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};
const TYPE_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-png': 'image/png' };

/** The file input's `accept`: the types and their extensions. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_TYPES, ...Object.keys(EXTENSION_TYPES).map((ext) => `.${ext}`)].join(',');

/** The declared type: the browser's when it names one, else the extension's. */
export function attachmentTypeOf(file: Pick<FileLike, 'name' | 'type'>): string {
  const declared = (file.type || '').toLowerCase().trim();
  const normalised = TYPE_ALIASES[declared] ?? declared;
  if (normalised && normalised !== 'application/octet-stream') return normalised;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? normalised;
}

export type AttachmentCheck = { ok: true; file: AttachmentFile } | { ok: false; code: ErrorCode };

/** One chosen file against the shared schema: an image up to 5 MB or a PDF up to 10 MB. */
export function checkAttachment(file: FileLike): AttachmentCheck {
  const parsed = attachmentFileSchema.safeParse({ name: file.name.trim() || 'file', contentType: attachmentTypeOf(file), size: file.size });
  if (parsed.success) return { ok: true, file: parsed.data };
  const first = parsed.error.issues[0]?.message as ErrorCode | undefined;
  return { ok: false, code: first ?? 'upload/unsupported-format' };
}

export interface ChosenAttachment<F extends FileLike = File> {
  file: F;
  meta: AttachmentFile;
}

/**
 * Adds picked files to the chosen ones: each is checked, at most FEED.maxAttachments are kept.
 * The first problem (a refused file, or too many) is the error to show; the good files stay.
 */
export function addAttachments<F extends FileLike>(
  chosen: readonly ChosenAttachment<F>[],
  picked: readonly F[],
): { chosen: ChosenAttachment<F>[]; error: ErrorCode | null } {
  const next = [...chosen];
  let error: ErrorCode | null = null;
  for (const file of picked) {
    const check = checkAttachment(file);
    if (!check.ok) {
      error ??= check.code;
      continue;
    }
    if (next.length >= FEED.maxAttachments) {
      error ??= 'feed/too-many-attachments';
      continue;
    }
    next.push({ file, meta: check.file });
  }
  return { chosen: next, error };
}

/** Columns of the image grid: one image fills the width, more share two columns. */
export const imageColumns = (count: number): number => (count <= 1 ? 1 : 2);

/** The name of a file for a title or alt text: without its extension. */
export function displayName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
