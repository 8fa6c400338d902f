// A blog cover as uploaded (docs/site.md 1): JPEG, PNG or WebP of at most BLOGS.coverMaxBytes,
// its size as declared and its first bytes those of the declared type. Pure.
import type { StoredObject, UploadVerdict } from '../file-signature';
import { BLOGS } from '../../shared/constants';
import type { BlogCoverType } from '../../shared/schemas/blog';

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<BlogCoverType, (head: Uint8Array) => boolean> = {
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
};

export const COVER_EXTENSIONS: Record<BlogCoverType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function checkBlogCover(declared: { contentType: BlogCoverType; size: number }, actual: StoredObject): UploadVerdict {
  if (actual.size > BLOGS.coverMaxBytes) return { ok: false, reason: 'too-large' };
  if (actual.size !== declared.size) return { ok: false, reason: 'size-mismatch' };
  if (actual.contentType && actual.contentType !== declared.contentType) return { ok: false, reason: 'content-type-mismatch' };
  if (!SIGNATURES[declared.contentType]?.(actual.head)) return { ok: false, reason: 'bad-signature' };
  return { ok: true };
}
