// The centre's logo: POST /training-centre/settings/uploads {content_type, size} -> PUT the
// bytes to the upload session -> POST .../uploads/{fileId}/complete -> { id, url } (the server
// checks the bytes). The settings' PUT then names it as logo_id.
import { useCallback } from 'react';
import type { CourseFile } from '@shared/schemas/course';
import type { CentreLogoUploadInput } from '@shared/schemas/centre-area';
import { useSessionUpload } from '@/lib/uploads/use-session-upload';
import { withCentre } from '../lib/centre-param';

export function useUploadCentreLogo(): (enterprise: string | undefined, file: File) => Promise<CourseFile> {
  const upload = useSessionUpload();
  return useCallback(
    (enterprise, file) => {
      const declared: CentreLogoUploadInput = { content_type: file.type as CentreLogoUploadInput['content_type'], size: file.size };
      return upload<CourseFile>({ id: 'centres.settings.logo.uploading', values: { name: file.name } }, withCentre('/training-centre/settings/uploads', enterprise), declared, file);
    },
    [upload],
  );
}
