// Pure rules of a course's content (docs/courses.md): which lesson fields fit which type, the
// check of a reorder against what is stored, and the check of a finished course upload.
import { COURSE_DOCUMENT_TYPES, COURSE_THUMBNAIL_TYPES, COURSE_VIDEO_TYPES, COURSES, type LessonType } from '../shared/constants';
import type { CourseUploadKind } from '../shared/schemas/course';
import type { StoredObject, UploadVerdict } from './file-signature';

/** The upload kind a lesson type takes its file from; quiz and assignment lessons have none. */
export const LESSON_FILE_KIND: Record<LessonType, CourseUploadKind | null> = {
  video: 'video',
  document: 'document',
  quiz: null,
  assignment: null,
};

/**
 * The type-specific fields a lesson keeps: quiz_id only on quiz lessons, instructions only on
 * assignments, a file only on video and document lessons; the rest are stored as null so a
 * type change leaves nothing stale behind.
 */
export function lessonTypeFields<F>(
  type: LessonType,
  fields: { quiz_id: string | null; instructions: string | null; file: F | null },
): { quiz_id: string | null; instructions: string | null; file: F | null } {
  return {
    quiz_id: type === 'quiz' ? fields.quiz_id : null,
    instructions: type === 'assignment' ? fields.instructions : null,
    file: LESSON_FILE_KIND[type] ? fields.file : null,
  };
}

export interface StoredOutline {
  chapters: readonly string[];
  lessons: readonly string[];
}

/**
 * A reorder names every stored chapter once and every stored lesson once, nothing else:
 * anything else means the client's outline is stale (or made up).
 */
export function orderMatches(stored: StoredOutline, requested: readonly { id: string; lessons: readonly string[] }[]): boolean {
  const chapters = requested.map((c) => c.id);
  const lessons = requested.flatMap((c) => c.lessons);
  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));
  return sameSet(chapters, stored.chapters) && sameSet(lessons, stored.lessons);
}

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  pdf: (head) => startsWith(head, ascii('%PDF-')),
  mp4: (head) => startsWith(head, ascii('ftyp'), 4),
};

const KIND_TYPES: Record<CourseUploadKind, Record<string, string>> = {
  thumbnail: COURSE_THUMBNAIL_TYPES,
  video: COURSE_VIDEO_TYPES,
  document: COURSE_DOCUMENT_TYPES,
};

/** A thumbnail stays under 2 MB; a video up to 1 GB; a document up to 10 MB. */
export const COURSE_FILE_MAX_BYTES: Record<CourseUploadKind, number> = {
  thumbnail: COURSES.thumbnailMaxBytes - 1,
  video: COURSES.videoMaxBytes,
  document: COURSES.documentMaxBytes,
};

export interface DeclaredCourseFile {
  kind: CourseUploadKind;
  contentType: string;
  size: number;
}

/** Limit, declared size, stored type, magic bytes: the same order as every other upload. */
export function checkCourseFile(declared: DeclaredCourseFile, actual: StoredObject): UploadVerdict {
  const signature = KIND_TYPES[declared.kind][declared.contentType];
  if (actual.size > COURSE_FILE_MAX_BYTES[declared.kind]) return { ok: false, reason: 'too-large' };
  if (actual.size !== declared.size) return { ok: false, reason: 'size-mismatch' };
  if (actual.contentType && actual.contentType !== declared.contentType) return { ok: false, reason: 'content-type-mismatch' };
  if (!signature || !SIGNATURES[signature]?.(actual.head)) return { ok: false, reason: 'bad-signature' };
  return { ok: true };
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'video/mp4': 'mp4', 'application/pdf': 'pdf',
};

/** Where a course's files live (deleted with the course). */
export const courseFileFolder = (courseId: string) => `courses/${courseId}/`;

/** One file's object: a fixed name, so nothing the client typed reaches the path. */
export const courseFilePath = (courseId: string, fileId: string, contentType: string) =>
  `${courseFileFolder(courseId)}${fileId}.${EXTENSIONS[contentType] ?? 'bin'}`;

/**
 * The file id a download URL of this course's upload names (`.../o/courses%2F{courseId}%2F{fileId}.{ext}?...`),
 * or null for any other URL. Only a first filter: the caller still checks the file and its token.
 */
export function courseFileIdOfUrl(url: string, courseId: string): string | null {
  let path: string;
  try {
    const marker = new URL(url).pathname.split('/o/');
    if (marker.length !== 2) return null;
    path = decodeURIComponent(marker[1]!);
  } catch {
    return null;
  }
  const folder = courseFileFolder(courseId);
  if (!path.startsWith(folder)) return null;
  return /^([A-Za-z0-9_-]{1,128})\.[a-z0-9]{1,8}$/.exec(path.slice(folder.length))?.[1] ?? null;
}
