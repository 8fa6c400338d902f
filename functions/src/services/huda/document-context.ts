// The pages of a user's PDF that a question needs (docs/assessments.md 4, "PDFs"), as prompt
// text: each page wrapped as <page number="N">...</page>, within the HUDA.pdf limits.
import { pageContext, type PageText } from '../../domain/huda/page-selection';
import { ApiError } from '../../lib/http';
import { HUDA } from '../../shared/constants';
import { ownDocument, pagesCol } from './documents-repo';

/** The pages that best match the question. 404 not the caller's, 422 no text (scanned), 409 not read yet. */
export async function documentContext(uid: string, documentId: string, question: string): Promise<{ text: string; pages: number[] }> {
  const snap = await ownDocument(uid, documentId);
  const status: unknown = snap.get('status');
  if (status === 'no-text') throw new ApiError('huda/pdf-no-text');
  if (status === 'failed') throw new ApiError('huda/pdf-invalid');
  if (status !== 'ready') throw new ApiError('huda/pdf-not-ready');
  const stored = await pagesCol(documentId).get();
  const pages: PageText[] = stored.docs
    .map((doc) => ({ page: Number(doc.get('page')), text: String(doc.get('text') ?? '') }))
    .filter((page) => Number.isInteger(page.page) && page.page > 0);
  return pageContext(pages, question, { maxPages: HUDA.pdf.contextMaxPages, maxChars: HUDA.pdf.contextMaxChars });
}
