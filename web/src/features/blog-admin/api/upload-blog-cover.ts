// A cover image: POST /admin-blogs/covers {content_type, size} -> {file_id, upload} -> PUT the
// bytes to the upload session, with progress in the house's upload box. There is no complete
// call: the server checks the bytes when the article names it by cover_id on save, so until then
// the editor shows the picked file itself.
import { useCallback } from 'react';
import type { BlogCoverUploadInput, BlogCoverUploadTarget } from '@shared/schemas/blog';
import { apiRequest } from '@/lib/api-client';
import { isUploadAborted, putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask } from '@/lib/uploads/upload-state';

/** The uploaded cover's id (for cover_id). */
export function useUploadBlogCover(): (file: File) => Promise<string> {
  const startTask = useUploadTask();
  return useCallback(
    async (file) => {
      const task = startTask({ id: 'blogAdmin.editor.cover.uploading', values: { name: file.name } });
      try {
        const declared: BlogCoverUploadInput = { content_type: file.type as BlogCoverUploadInput['content_type'], size: file.size };
        const created = await apiRequest<{ data: BlogCoverUploadTarget }>('POST', '/admin-blogs/covers', { body: declared, signal: task.signal });
        await putWithProgress(created.data.upload, file, { signal: task.signal, onProgress: task.progress });
        task.done();
        return created.data.file_id;
      } catch (error) {
        if (isUploadAborted(error)) task.cancelled();
        else task.failed();
        throw error;
      }
    },
    [startTask],
  );
}
