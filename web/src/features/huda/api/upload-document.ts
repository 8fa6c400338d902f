// A PDF for Huda (docs/assessments.md 4, "PDFs"): POST /huda/documents (the declaration) -> PUT
// the bytes to the answered upload session, with progress in the house's upload box -> POST
// /huda/documents/{id}/complete, which reads the pages and answers the document (status
// `ready`, or `no-text` for a scanned PDF).
import { useCallback } from 'react';
import type { CreatedHudaDocument, HudaDocument } from '@shared/schemas/huda-documents';
import { apiRequest } from '@/lib/api-client';
import { isUploadAborted, putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask } from '@/lib/uploads/upload-state';

export const UPLOAD_FAILED = { id: 'huda.attach.failed', defaultMessage: 'The PDF could not be uploaded. Please try again.' };

export function useUploadHudaDocument(): (file: File) => Promise<HudaDocument> {
  const startTask = useUploadTask();
  return useCallback(
    async (file: File) => {
      const task = startTask({ id: 'huda.attach.uploading', values: { name: file.name } });
      try {
        const created = await apiRequest<{ data: CreatedHudaDocument }>('POST', '/huda/documents', {
          body: { name: file.name, size: file.size, content_type: 'application/pdf' },
          signal: task.signal,
        });
        await putWithProgress(created.data.upload, file, { signal: task.signal, onProgress: task.progress });
        task.processing();
        const completed = await apiRequest<{ data: HudaDocument }>(
          'POST',
          `/huda/documents/${encodeURIComponent(created.data.document.id)}/complete`,
        );
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
