// A course file (thumbnail, lesson video or document): POST /instructor/courses/{id}/uploads
// {kind, content_type, size} -> PUT the bytes to the upload session (progress in the house's
// upload box) -> POST .../uploads/{fileId}/complete -> { id, url } (the server checks the bytes).
import { useCallback } from 'react';
import type { CourseFile, CourseUploadInput } from '@shared/schemas/course';
import { useSessionUpload } from '@/lib/uploads/use-session-upload';

export const UPLOAD_COURSE_FILE_FAILED = { id: 'courses.author.upload.failed', defaultMessage: 'The file could not be uploaded.' };

export function useUploadCourseFile(): (courseId: string, declared: CourseUploadInput, file: Blob, name: string) => Promise<CourseFile> {
  const upload = useSessionUpload();
  return useCallback(
    (courseId, declared, file, name) =>
      upload<CourseFile>(
        { id: `courses.author.upload.label.${declared.kind}`, values: { name } },
        `/instructor/courses/${encodeURIComponent(courseId)}/uploads`,
        declared,
        file,
      ),
    [upload],
  );
}
