// A course file (thumbnail, lesson video or document): POST /instructor/courses/{id}/uploads
// {kind, content_type, size} -> PUT the bytes to the upload session (progress in the house's
// upload box) -> POST .../uploads/{fileId}/complete -> { id, url } (the server checks the bytes).
import { useCallback } from 'react';
import type { CourseFile, CourseUploadInput, CourseUploadTarget } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';
import { isUploadAborted, putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask } from '@/lib/uploads/upload-state';

export const UPLOAD_COURSE_FILE_FAILED = { id: 'courses.author.upload.failed', defaultMessage: 'The file could not be uploaded.' };

export function useUploadCourseFile(): (courseId: string, declared: CourseUploadInput, file: Blob, name: string) => Promise<CourseFile> {
  const startTask = useUploadTask();
  return useCallback(
    async (courseId, declared, file, name) => {
      const base = `/instructor/courses/${encodeURIComponent(courseId)}/uploads`;
      const task = startTask({ id: `courses.author.upload.label.${declared.kind}`, values: { name } });
      try {
        const created = await apiRequest<{ data: CourseUploadTarget }>('POST', base, { body: declared, signal: task.signal });
        await putWithProgress(created.data.upload, file, { signal: task.signal, onProgress: task.progress });
        task.processing();
        const completed = await apiRequest<{ data: CourseFile }>('POST', `${base}/${encodeURIComponent(created.data.file_id)}/complete`);
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
