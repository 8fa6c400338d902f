// The upload-session flow the API uses for single files: POST {base} (the declaration) ->
// PUT the bytes to the answered upload session, with progress in the house's upload box ->
// POST {base}/{fileId}/complete, whose answer (the server has checked the bytes) is returned.
// A query on `base` (a centre's `?enterprise=`) is kept on both calls.
import { useCallback } from 'react';
import type { UploadTarget } from '@shared/schemas/material';
import { apiRequest } from '@/lib/api-client';
import { isUploadAborted, putWithProgress } from './put-with-progress';
import { useUploadTask, type UploadLabel } from './upload-state';

export type SessionUpload = <T>(label: UploadLabel, base: string, declared: unknown, file: Blob) => Promise<T>;

export function useSessionUpload(): SessionUpload {
  const startTask = useUploadTask();
  return useCallback(
    async <T,>(label: UploadLabel, base: string, declared: unknown, file: Blob): Promise<T> => {
      const task = startTask(label);
      try {
        const created = await apiRequest<{ data: { file_id: string; upload: UploadTarget } }>('POST', base, { body: declared, signal: task.signal });
        await putWithProgress(created.data.upload, file, { signal: task.signal, onProgress: task.progress });
        task.processing();
        const [path, query] = base.split('?') as [string, string | undefined];
        const completed = await apiRequest<{ data: T }>('POST', `${path}/${encodeURIComponent(created.data.file_id)}/complete${query ? `?${query}` : ''}`);
        task.done();
        return completed.data;
      } catch (error) {
        if (isUploadAborted(error)) task.cancelled();
        else task.failed();
        throw error;
      }
    },
    [startTask],
  ) as SessionUpload;
}
