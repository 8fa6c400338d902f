// Client checks of the product's files before any upload session is asked for (spec 000
// section 5 and docs/market.md): a preview image (JPEG, PNG or GIF, under 2MB), up to 5 gallery
// images (same types, 2MB each) and the content file (PDF, DOCX, PPTX or ZIP, up to 50MB,
// required). The browser's type is used when it names a known type, the extension otherwise.
// The server checks the declared types and sizes again, and the bytes themselves on completion.
import { FILE_LIMITS, MARKET, PRODUCT_CONTENT_TYPES, PRODUCT_IMAGE_TYPES, type ProductContentType, type ProductImageType } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { DeclaredContent, DeclaredImage } from '@shared/schemas/market';

/** What the checks need of a browser File (so they test without a DOM). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: DOCX,
  pptx: PPTX,
  zip: 'application/zip',
};

/** Browser and system aliases of the accepted types. */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'multipart/x-zip': 'application/zip',
};

export const IMAGE_TYPES = Object.keys(PRODUCT_IMAGE_TYPES) as ProductImageType[];
export const CONTENT_TYPES = Object.keys(PRODUCT_CONTENT_TYPES) as ProductContentType[];

/** The `accept` attribute of a file input for these types (types and their extensions). */
export function acceptFor(types: readonly string[]): string {
  const extensions = Object.entries(EXTENSION_TYPES)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...types, ...extensions].join(',');
}

/** The content type a file declares: its known type, else the one of its extension, else ''. */
export function productTypeOf(file: Pick<FileLike, 'name' | 'type'>): string {
  const declared = (file.type || '').toLowerCase().trim();
  const normalised = TYPE_ALIASES[declared] ?? declared;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const byExtension = EXTENSION_TYPES[extension];
  if (normalised && normalised !== 'application/octet-stream') {
    // Some systems call any zip container application/zip: the extension then says which.
    if (normalised === 'application/zip' && byExtension && byExtension !== 'application/zip' && CONTENT_TYPES.includes(byExtension as ProductContentType)) {
      return byExtension;
    }
    return normalised;
  }
  return byExtension ?? normalised;
}

/** The declared name: trimmed, never empty, at most 200 characters (the server's limit). */
export function declaredName(name: string, fallback = 'file'): string {
  const trimmed = name.trim();
  if (!trimmed) return fallback;
  if (trimmed.length <= 200) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 10 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, 200 - extension.length) + extension;
}

export type ImageCheck = { ok: true; declared: DeclaredImage } | { ok: false; code: ErrorCode };
export type ContentCheck = { ok: true; declared: DeclaredContent } | { ok: false; code: ErrorCode };

/** Images must be less than 2MB: preview and gallery alike, as the server checks. */
function checkImage(file: FileLike, limitBytes: number, tooLarge: ErrorCode): ImageCheck {
  const contentType = productTypeOf(file);
  if (!(IMAGE_TYPES as readonly string[]).includes(contentType)) return { ok: false, code: 'market/image-type' };
  if (file.size <= 0) return { ok: false, code: 'upload/file-required' };
  if (file.size >= limitBytes) return { ok: false, code: tooLarge };
  return { ok: true, declared: { name: declaredName(file.name, 'image'), content_type: contentType as ProductImageType, size: file.size } };
}

/** The preview: required, JPEG/PNG/GIF, less than 2MB ('Preview image size must be less than 2MB'). */
export function checkPreviewImage(file: FileLike | null | undefined): ImageCheck {
  if (!file) return { ok: false, code: 'market/preview-required' };
  return checkImage(file, FILE_LIMITS.previewImageBytes, 'market/preview-too-large');
}

/** One gallery image: JPEG/PNG/GIF, less than 2MB. */
export function checkGalleryImage(file: FileLike): ImageCheck {
  return checkImage(file, FILE_LIMITS.galleryImageBytes, 'market/gallery-too-large');
}

/** How many more gallery images fit (5 at most). */
export function galleryRoom(current: number): number {
  return Math.max(0, FILE_LIMITS.galleryImages - current);
}

/** The content file: required, PDF/DOCX/PPTX/ZIP, 50MB at most. */
export function checkContentFile(file: FileLike | null | undefined): ContentCheck {
  if (!file || file.size <= 0) return { ok: false, code: 'market/content-required' };
  const contentType = productTypeOf(file);
  if (!(CONTENT_TYPES as readonly string[]).includes(contentType)) return { ok: false, code: 'market/content-type' };
  if (file.size > FILE_LIMITS.contentFileBytes) return { ok: false, code: 'market/content-too-large' };
  return { ok: true, declared: { name: declaredName(file.name, 'content'), content_type: contentType as ProductContentType, size: file.size } };
}

/** Whether a decoded preview has the recommended 800×600 size (a hint only, never blocking). */
export function isRecommendedPreviewSize(size: { width: number; height: number } | null): boolean {
  if (!size) return true;
  return size.width === MARKET.recommendedPreview.width && size.height === MARKET.recommendedPreview.height;
}
