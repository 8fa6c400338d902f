// A user's PDFs that Huda explains (docs/assessments.md 4, "PDFs").
import { z } from 'zod';
import { HUDA } from '../constants';
import type { ErrorCode } from '../errors';
import { code } from './common';
import type { UploadTarget } from './material';

const invalid = code('validation/invalid-input');

export const HUDA_DOCUMENT_STATUSES = ['uploading', 'ready', 'no-text', 'failed'] as const;
export type HudaDocumentStatus = (typeof HUDA_DOCUMENT_STATUSES)[number];
/** Why a document ended `failed`. */
export const HUDA_DOCUMENT_ERRORS = ['huda/pdf-invalid', 'huda/pdf-too-large', 'huda/pdf-too-many-pages'] as const satisfies readonly ErrorCode[];
export type HudaDocumentError = (typeof HUDA_DOCUMENT_ERRORS)[number];

/** POST /huda/documents: the PDF the client is about to upload; checked before any session exists. */
export const createHudaDocumentSchema = z
  .object({
    name: z.string(code('upload/file-required')).trim().min(1, code('upload/file-required')).max(200, invalid),
    size: z
      .number(invalid)
      .int(invalid)
      .min(1, code('upload/file-required'))
      .max(HUDA.pdf.maxBytes, code('huda/pdf-too-large')),
    content_type: z.literal('application/pdf', code('huda/pdf-only')),
  })
  .strict();
export type CreateHudaDocument = z.infer<typeof createHudaDocumentSchema>;

export interface HudaDocument {
  id: string;
  uid: string;
  name: string;
  size: number;
  /** Pages of the PDF, and how many of them have text (0 until it is read). */
  pages: number;
  text_pages: number;
  status: HudaDocumentStatus;
  error_code: HudaDocumentError | null;
  created_at: string | null;
  ready_at: string | null;
}

export interface CreatedHudaDocument {
  document: HudaDocument;
  upload: UploadTarget;
}

/** hudaDocuments/{id}/pages/{n}: one page's text (server only). */
export interface HudaDocumentPage {
  page: number;
  text: string;
}
