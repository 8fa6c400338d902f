// A question image: POST /quizzes/{id}/images { contentType, size } -> PUT the bytes to the
// upload session -> POST .../images/{imageId}/complete -> { id, url } (the server checks the
// bytes; a mismatch answers 422 upload/invalid-file with the reason).
import type { QuestionImage, QuestionImageRequest } from '@shared/schemas/quiz';
import type { UploadTarget } from '@shared/schemas/material';
import { apiRequest } from '@/lib/api-client';
import { putWithProgress } from '@/lib/uploads/put-with-progress';

export const QUESTION_IMAGE_FAILED = { id: 'quizzes.image.failed', defaultMessage: 'The image could not be added.' };

export async function uploadQuestionImage(
  quizId: string,
  file: Blob,
  declared: QuestionImageRequest,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<QuestionImage> {
  const base = `/quizzes/${encodeURIComponent(quizId)}/images`;
  const created = await apiRequest<{ data: { imageId: string; upload: UploadTarget } }>('POST', base, { body: declared, signal: options.signal });
  const { imageId, upload } = created.data;
  await putWithProgress(upload, file, { signal: options.signal, onProgress: options.onProgress });
  const completed = await apiRequest<{ data: QuestionImage }>('POST', `${base}/${encodeURIComponent(imageId)}/complete`, { signal: options.signal });
  return completed.data;
}
