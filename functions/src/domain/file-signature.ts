// What a finished upload must look like: its size against the declared size and the type's
// limit, its first bytes against the declared type. Pure, so it unit-tests without Storage.
// First bytes alone prove nothing (a `%PDF-` head may front HTML and an executable): the
// services check the whole structure next (services/file-structure.ts, reason
// `content-mismatch`).
import {
  POST_ATTACHMENT_TYPES,
  PRODUCT_CONTENT_TYPES,
  PRODUCT_IMAGE_TYPES,
  UPLOAD_TYPES,
  type PostAttachmentType,
  type ProductContentType,
  type ProductImageType,
  type UploadContentType,
} from '../shared/constants';

export type FileKind = (typeof UPLOAD_TYPES)[UploadContentType]['kind'];

/** Bytes the check reads from the start of an object (enough for every signature below). */
export const SIGNATURE_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<FileKind, (head: Uint8Array) => boolean> = {
  pdf: (head) => startsWith(head, ascii('%PDF-')),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  // ISO base media files (MP4) open with a box: 4 bytes of size, then the type 'ftyp'.
  mp4: (head) => startsWith(head, ascii('ftyp'), 4),
};

/** The kind the bytes show, or null when they match none of the accepted kinds. */
export function detectKind(head: Uint8Array): FileKind | null {
  const kinds = Object.keys(SIGNATURES) as FileKind[];
  return kinds.find((kind) => SIGNATURES[kind](head)) ?? null;
}

export function matchesDeclaredType(head: Uint8Array, contentType: UploadContentType): boolean {
  return SIGNATURES[UPLOAD_TYPES[contentType].kind](head);
}

export interface DeclaredUpload {
  contentType: UploadContentType;
  size: number;
  /** Limit for this upload; the type's own limit when not given (thumbnails are smaller). */
  maxBytes?: number;
}

export type UploadVerdict =
  | { ok: true }
  | { ok: false; reason: 'size-mismatch' | 'too-large' | 'bad-signature' | 'content-type-mismatch' | 'content-mismatch' };

/** A finished object as Storage describes it, with its first bytes. */
export interface StoredObject {
  size: number;
  contentType?: string | null;
  head: Uint8Array;
}

/** The checks every upload gets, in this order: limit, declared size, stored type, magic bytes. */
function judge(
  declared: { contentType: string; size: number; maxBytes: number },
  actual: StoredObject,
  matchesType: (head: Uint8Array) => boolean,
): UploadVerdict {
  if (actual.size > declared.maxBytes) return { ok: false, reason: 'too-large' };
  if (actual.size !== declared.size) return { ok: false, reason: 'size-mismatch' };
  if (actual.contentType && actual.contentType !== declared.contentType) return { ok: false, reason: 'content-type-mismatch' };
  if (!matchesType(actual.head)) return { ok: false, reason: 'bad-signature' };
  return { ok: true };
}

/** Judges a finished object against what the client declared before uploading. */
export function checkUpload(declared: DeclaredUpload, actual: StoredObject): UploadVerdict {
  const maxBytes = Math.min(declared.maxBytes ?? Infinity, UPLOAD_TYPES[declared.contentType].maxBytes);
  return judge({ ...declared, maxBytes }, actual, (head) => matchesDeclaredType(head, declared.contentType));
}

// ── Marketplace products: images (JPEG, PNG, GIF) and content files (PDF, zip containers) ──

export type ProductFileType = ProductImageType | ProductContentType;
export type ProductFileKind = (typeof PRODUCT_IMAGE_TYPES)[ProductImageType] | (typeof PRODUCT_CONTENT_TYPES)[ProductContentType];

const PRODUCT_SIGNATURES: Record<ProductFileKind, (head: Uint8Array) => boolean> = {
  jpeg: SIGNATURES.jpeg,
  png: SIGNATURES.png,
  pdf: SIGNATURES.pdf,
  gif: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  // DOCX, PPTX and ZIP: a local file header, or the end record of an empty archive.
  zip: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]),
};

const PRODUCT_FILE_KINDS: Record<ProductFileType, ProductFileKind> = { ...PRODUCT_IMAGE_TYPES, ...PRODUCT_CONTENT_TYPES };

export function isProductFileType(value: unknown): value is ProductFileType {
  return typeof value === 'string' && Object.hasOwn(PRODUCT_FILE_KINDS, value);
}

export function matchesProductType(head: Uint8Array, contentType: ProductFileType): boolean {
  return PRODUCT_SIGNATURES[PRODUCT_FILE_KINDS[contentType]](head);
}

export interface DeclaredProductUpload {
  contentType: ProductFileType;
  size: number;
  /** The largest size this file may have (preview, gallery image and content differ). */
  maxBytes: number;
}

/** Judges a finished product file against what the seller declared before uploading. */
export function checkProductUpload(declared: DeclaredProductUpload, actual: StoredObject): UploadVerdict {
  return judge(declared, actual, (head) => matchesProductType(head, declared.contentType));
}

// ── Post attachments: images (PNG, JPEG, WebP, GIF) and PDFs ───────────────────────────

const ATTACHMENT_SIGNATURES: Record<(typeof POST_ATTACHMENT_TYPES)[PostAttachmentType]['kind'], (head: Uint8Array) => boolean> = {
  png: SIGNATURES.png,
  jpeg: SIGNATURES.jpeg,
  pdf: SIGNATURES.pdf,
  gif: PRODUCT_SIGNATURES.gif,
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
};

export function isPostAttachmentType(value: unknown): value is PostAttachmentType {
  return typeof value === 'string' && Object.hasOwn(POST_ATTACHMENT_TYPES, value);
}

/** Judges a finished attachment against what the author declared, with its type's limit. */
export function checkAttachmentUpload(declared: { contentType: PostAttachmentType; size: number }, actual: StoredObject): UploadVerdict {
  const { kind, maxBytes } = POST_ATTACHMENT_TYPES[declared.contentType];
  return judge({ ...declared, maxBytes }, actual, ATTACHMENT_SIGNATURES[kind]);
}

/**
 * A file name that is safe as the last segment of an object path: letters (any script),
 * digits, dot, dash, underscore and space survive; anything else (slashes, %, ?, #, control
 * characters) becomes '_'. Never empty, never '.' or '..', at most 100 characters.
 */
export function safeObjectName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._ -]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const capped = [...cleaned].slice(-100).join('');
  return /^\.*$/.test(capped) ? 'file' : capped;
}
