// The thumbnail or preview video of an enterprise course: POST /enterprise-courses/{id}/uploads
// {kind, content_type, size} -> PUT the bytes to the upload session (progress in the upload box)
// -> POST .../uploads/{fileId}/complete -> { id, url } (the server checks the bytes).
import { useCallback } from 'react';
import type { CourseFile, CourseUploadInput } from '@shared/schemas/course';
import { useSessionUpload } from '@/lib/uploads/use-session-upload';
import { withCentre } from '../lib/centre-param';

export const UPLOAD_ENTERPRISE_FILE_FAILED = { id: 'centres.courses.errors.upload', defaultMessage: 'The file could not be uploaded.' };

export function useUploadEnterpriseCourseFile(): (courseId: string, declared: CourseUploadInput, file: File, enterprise: string | undefined) => Promise<CourseFile> {
  const upload = useSessionUpload();
  return useCallback(
    (courseId, declared, file, enterprise) =>
      upload<CourseFile>(
        { id: `centres.courses.upload.${declared.kind === 'video' ? 'video' : 'thumbnail'}`, values: { name: file.name } },
        withCentre(`/enterprise-courses/${encodeURIComponent(courseId)}/uploads`, enterprise),
        declared,
        file,
      ),
    [upload],
  );
}
