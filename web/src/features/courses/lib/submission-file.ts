// An assignment's file, checked before any upload: PDF, DOCX, PNG, JPEG or ZIP up to 20 MB
// (the server checks the bytes again). The declared type comes from the browser, else the
// file's extension.
import { COURSE_LEARNING, COURSE_SUBMISSION_TYPES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { SubmissionUploadBody } from '@shared/schemas/course-learning';
import { contentTypeOf, type FileLike } from '@/lib/uploads/file-checks';

const EXTRA_EXTENSIONS: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};
const ZIP_ALIASES = new Set(['application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip']);

/** A grade from this up completes an assignment lesson (the server's rule, docs/courses.md). */
export const ASSIGNMENT_PASS_GRADE = 50;

export const SUBMISSION_ACCEPT = [...Object.keys(COURSE_SUBMISSION_TYPES), '.pdf', '.docx', '.png', '.jpg', '.jpeg', '.zip'].join(',');

export function submissionContentType(file: Pick<FileLike, 'name' | 'type'>): string {
  const type = contentTypeOf(file);
  if (ZIP_ALIASES.has(type)) return 'application/zip';
  if (type in COURSE_SUBMISSION_TYPES) return type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTRA_EXTENSIONS[extension] ?? type;
}

export type SubmissionCheck = { ok: true; declared: SubmissionUploadBody } | { ok: false; code: ErrorCode };

export function checkSubmissionFile(file: FileLike | null | undefined): SubmissionCheck {
  if (!file || file.size <= 0) return { ok: false, code: 'upload/file-required' };
  const contentType = submissionContentType(file);
  if (!(contentType in COURSE_SUBMISSION_TYPES)) return { ok: false, code: 'course-learning/submission-type' };
  if (file.size > COURSE_LEARNING.submissionMaxBytes) return { ok: false, code: 'course-learning/submission-too-large' };
  const name = file.name.trim().slice(0, 200) || 'file';
  return { ok: true, declared: { content_type: contentType as SubmissionUploadBody['content_type'], size: file.size, name } };
}
