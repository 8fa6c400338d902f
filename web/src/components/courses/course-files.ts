// Client checks of course files before an upload session is asked for (the server checks the
// declared type and size again, and the bytes on complete): the instructor's course and lesson
// forms and the centre's enterprise course form. Pure.
import { COURSE_DOCUMENT_TYPES, COURSE_THUMBNAIL_TYPES, COURSE_VIDEO_TYPES, COURSES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { CourseUploadInput, CourseUploadKind } from '@shared/schemas/course';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

const KINDS = {
  thumbnail: { types: Object.keys(COURSE_THUMBNAIL_TYPES), max: COURSES.thumbnailMaxBytes - 1, type: 'course/thumbnail-type', large: 'course/thumbnail-too-large' },
  video: { types: Object.keys(COURSE_VIDEO_TYPES), max: COURSES.videoMaxBytes, type: 'course/video-type', large: 'course/video-too-large' },
  document: { types: Object.keys(COURSE_DOCUMENT_TYPES), max: COURSES.documentMaxBytes, type: 'course/document-type', large: 'course/document-too-large' },
} as const satisfies Record<CourseUploadKind, { types: string[]; max: number; type: ErrorCode; large: ErrorCode }>;

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', mp4: 'video/mp4', m4v: 'video/mp4', pdf: 'application/pdf',
};

/** The `accept` attribute for a kind. */
export function acceptOf(kind: CourseUploadKind): string {
  const types: readonly string[] = KINDS[kind].types;
  return [...types, ...Object.keys(EXTENSIONS).filter((extension) => types.includes(EXTENSIONS[extension]!)).map((extension) => `.${extension}`)].join(',');
}

/** The declaration for POST /instructor/courses/{id}/uploads, or the error code to show. */
export function declareCourseFile(kind: CourseUploadKind, file: FileLike): { ok: true; declared: CourseUploadInput } | { ok: false; code: ErrorCode } {
  const rule = KINDS[kind];
  const browserType = (file.type || '').toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const contentType = (rule.types as readonly string[]).includes(browserType) ? browserType : (EXTENSIONS[extension] ?? browserType);
  if (!(rule.types as readonly string[]).includes(contentType)) return { ok: false, code: rule.type };
  if (file.size <= 0) return { ok: false, code: 'upload/file-required' };
  if (file.size > rule.max) return { ok: false, code: rule.large };
  return { ok: true, declared: { kind, content_type: contentType, size: file.size } as CourseUploadInput };
}
