// A PDF for Huda (docs/assessments.md 4, "PDFs"): POST /huda/documents (the declaration) -> PUT
// the bytes to the answered upload session, with progress in the house's upload box -> POST
// /huda/documents/{id}/complete, which reads the pages and answers the document (status
// `ready`, or `no-text` for a scanned PDF).
import { useCallback } from 'react';
import type { CreatedHudaDocument, HudaDocument } from '@shared/schemas/huda-documents';
import { useSessionUpload } from '@/lib/uploads/use-session-upload';

export const UPLOAD_FAILED = { id: 'huda.attach.failed', defaultMessage: 'The PDF could not be uploaded. Please try again.' };

export function useUploadHudaDocument(): (file: File) => Promise<HudaDocument> {
  const upload = useSessionUpload();
  return useCallback(
    (file: File) =>
      upload<HudaDocument>(
        { id: 'huda.attach.uploading', values: { name: file.name } },
        '/huda/documents',
        { name: file.name, size: file.size, content_type: 'application/pdf' },
        file,
        (created) => (created.document as CreatedHudaDocument['document']).id,
      ),
    [upload],
  );
}
