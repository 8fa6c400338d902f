// Client checks of an enterprise course's thumbnail and preview video before an upload session
// is asked for (the server checks the declared type and size again, and the bytes on complete).
// Pure.
import { COURSE_THUMBNAIL_TYPES, COURSE_VIDEO_TYPES, COURSES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { CourseUploadInput } from '@shared/schemas/course';

export type EnterpriseUploadKind = 'thumbnail' | 'video';

const KINDS = {
  thumbnail: { types: Object.keys(COURSE_THUMBNAIL_TYPES), max: COURSES.thumbnailMaxBytes - 1, type: 'course/thumbnail-type', large: 'course/thumbnail-too-large' },
  video: { types: Object.keys(COURSE_VIDEO_TYPES), max: COURSES.videoMaxBytes, type: 'course/video-type', large: 'course/video-too-large' },
} as const satisfies Record<EnterpriseUploadKind, { types: string[]; max: number; type: ErrorCode; large: ErrorCode }>;

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', mp4: 'video/mp4', m4v: 'video/mp4',
};

/** The `accept` attribute of the file input. */
export function acceptOf(kind: EnterpriseUploadKind): string {
  const types: readonly string[] = KINDS[kind].types;
  const extensions = Object.keys(EXTENSIONS).filter((extension) => types.includes(EXTENSIONS[extension]!));
  return [...types, ...extensions.map((extension) => `.${extension}`)].join(',');
}

/** The declaration for POST /enterprise-courses/{id}/uploads, or the error code to show. */
export function declareEnterpriseFile(
  kind: EnterpriseUploadKind,
  file: { name: string; type: string; size: number },
): { ok: true; declared: CourseUploadInput } | { ok: false; code: ErrorCode } {
  const rule = KINDS[kind];
  const types: readonly string[] = rule.types;
  const browserType = (file.type || '').toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const contentType = types.includes(browserType) ? browserType : (EXTENSIONS[extension] ?? browserType);
  if (!types.includes(contentType)) return { ok: false, code: rule.type };
  if (file.size <= 0) return { ok: false, code: 'upload/file-required' };
  if (file.size > rule.max) return { ok: false, code: rule.large };
  return { ok: true, declared: { kind, content_type: contentType, size: file.size } as CourseUploadInput };
}
