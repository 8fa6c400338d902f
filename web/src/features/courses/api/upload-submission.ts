// An assignment lesson's file: POST .../submission/uploads {content_type, size, name} -> PUT the
// bytes to the upload session (progress in the house's upload box) -> POST
// .../submission/uploads/{fileId}/complete -> { data: Submission } (the server checks the bytes).
import { useCallback } from 'react';
import type { Submission, SubmissionUploadBody } from '@shared/schemas/course-learning';
import { isolate } from '@/lib/bidi';
import { useSessionUpload } from '@/lib/uploads/use-session-upload';
import { lessonPath } from './get-lesson';

export const UPLOAD_SUBMISSION_FAILED = { id: 'courses.lesson.assignment.failed', defaultMessage: 'Your file could not be uploaded.' };

export function useUploadSubmission(): (courseId: string, lessonId: string, declared: SubmissionUploadBody, file: Blob) => Promise<Submission> {
  const upload = useSessionUpload();
  return useCallback(
    (courseId, lessonId, declared, file) =>
      upload<Submission>(
        { id: 'courses.lesson.assignment.uploadLabel', values: { name: isolate(declared.name) } },
        `${lessonPath(courseId, lessonId)}/submission/uploads`,
        declared,
        file,
      ),
    [upload],
  );
}
