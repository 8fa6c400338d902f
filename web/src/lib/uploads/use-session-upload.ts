// The upload-session flow the API uses for single files: POST {base} (the declaration) ->
// PUT the bytes to the answered upload session, with progress in the house's upload box ->
// POST {base}/{fileId}/complete, whose answer (the server has checked the bytes) is returned.
// A query on `base` (a centre's `?enterprise=`) is kept on both calls.
import { useCallback } from 'react';
import type { UploadTarget } from '@shared/schemas/material';
import { apiRequest } from '@/lib/api-client';
import { isUploadAborted, putWithProgress } from './put-with-progress';
import { useUploadTask, type UploadLabel } from './upload-state';

/** The declaration's answer; most name the file `file_id`, others pass `idOf` (e.g. Huda's `document.id`). */
type Created = { file_id?: string; upload: UploadTarget } & Record<string, unknown>;

export type SessionUpload = <T>(label: UploadLabel, base: string, declared: unknown, file: Blob, idOf?: (created: Created) => string) => Promise<T>;

const fileIdOf = (created: Created) => String(created.file_id);

export function useSessionUpload(): SessionUpload {
  const startTask = useUploadTask();
  return useCallback(
    async <T,>(label: UploadLabel, base: string, declared: unknown, file: Blob, idOf = fileIdOf): Promise<T> => {
      const task = startTask(label);
      try {
        const created = await apiRequest<{ data: Created }>('POST', base, { body: declared, signal: task.signal });
        await putWithProgress(created.data.upload, file, { signal: task.signal, onProgress: task.progress });
        task.processing();
        const [path, query] = base.split('?') as [string, string | undefined];
        const completed = await apiRequest<{ data: T }>('POST', `${path}/${encodeURIComponent(idOf(created.data))}/complete${query ? `?${query}` : ''}`);
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
