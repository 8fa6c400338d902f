// The PDF of an AI quiz (docs/quizzes.md: base64 of at most 10 MB, starting with %PDF-): the
// client checks type and size, reads the bytes and sends them as base64. Pure helpers.
import type { ErrorCode } from '@shared/errors';
import { checkUploadFile, type FileLike } from '@/lib/uploads/file-checks';

export const PDF_ACCEPT = 'application/pdf,.pdf';

export function checkPdf(file: FileLike | null | undefined): ErrorCode | null {
  const result = checkUploadFile(file, ['application/pdf']);
  if (result.ok) return null;
  // Only PDFs here: "a PDF, image, or video" would say too much.
  return result.code === 'upload/unsupported-format' ? 'quiz/pdf-invalid' : result.code;
}

/** Whether the bytes start like a PDF (`%PDF-`). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

/** Base64 of the bytes, in chunks (no call-stack limit for large files). */
export function base64FromBytes(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Reads a chosen PDF: its base64, or the error code to show. */
export async function readPdf(file: File): Promise<{ ok: true; name: string; base64: string } | { ok: false; code: ErrorCode }> {
  const problem = checkPdf(file);
  if (problem) return { ok: false, code: problem };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikePdf(bytes)) return { ok: false, code: 'quiz/pdf-invalid' };
  return { ok: true, name: file.name, base64: base64FromBytes(bytes) };
}
