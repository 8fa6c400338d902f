// An assignment lesson's file: POST .../submission/uploads {content_type, size, name} -> PUT the
// bytes to the upload session (progress in the house's upload box) -> POST
// .../submission/uploads/{fileId}/complete -> { data: Submission } (the server checks the bytes).
import { useCallback } from 'react';
import type { CourseUploadTarget } from '@shared/schemas/course';
import type { Submission, SubmissionUploadBody } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';
import { isUploadAborted, putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask } from '@/lib/uploads/upload-state';
import { isolate } from '@/lib/bidi';
import { lessonPath } from './get-lesson';

export const UPLOAD_SUBMISSION_FAILED = { id: 'courses.lesson.assignment.failed', defaultMessage: 'Your file could not be uploaded.' };

export function useUploadSubmission(): (courseId: string, lessonId: string, declared: SubmissionUploadBody, file: Blob) => Promise<Submission> {
  const startTask = useUploadTask();
  return useCallback(
    async (courseId, lessonId, declared, file) => {
      const base = `${lessonPath(courseId, lessonId)}/submission/uploads`;
      const task = startTask({ id: 'courses.lesson.assignment.uploadLabel', values: { name: isolate(declared.name) } });
      try {
        const created = await apiRequest<{ data: CourseUploadTarget }>('POST', base, { body: declared, signal: task.signal });
        await putWithProgress(created.data.upload, file, { signal: task.signal, onProgress: task.progress });
        task.processing();
        const completed = await apiRequest<{ data: Submission }>('POST', `${base}/${encodeURIComponent(created.data.file_id)}/complete`);
        task.done();
        return completed.data;
      } catch (error) {
        if (isUploadAborted(error)) task.cancelled();
        else task.failed();
        throw error;
      }
    },
    [startTask],
  );
}
