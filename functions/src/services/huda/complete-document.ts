// POST /huda/documents/{id}/complete (docs/assessments.md 4, "PDFs"): checks the uploaded
// object (declared size, `%PDF-` magic bytes, the PDF structure), reads its text page by page
// and stores the pages. A file that fails is deleted and the document ends `failed` with the
// reason, which a repeated call answers again; a read document answers as it is.
import { FieldValue } from 'firebase-admin/firestore';
import { checkUpload } from '../../domain/file-signature';
import { readPdfPages } from '../../domain/huda/pdf-pages';
import { db, storage } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { withKeyLock } from '../../lib/key-lock';
import { HUDA } from '../../shared/constants';
import type { HudaDocument, HudaDocumentError } from '../../shared/schemas/huda-documents';
import { readObjectHead } from '../uploads';
import { documentPath, documentRef, ownDocument, pagesCol, toHudaDocument } from './documents-repo';

/** Page writes per batch (each page at most HUDA.pdf.pageMaxChars characters). */
const PAGES_PER_BATCH = 100;

export function completeHudaDocument(uid: string, id: string): Promise<HudaDocument> {
  return withKeyLock(`huda-document:${id}`, () => complete(uid, id));
}

async function complete(uid: string, id: string): Promise<HudaDocument> {
  const snap = await ownDocument(uid, id);
  const current = toHudaDocument(snap);
  if (current.status === 'ready' || current.status === 'no-text') return current;
  if (current.status === 'failed') throw new ApiError(current.error_code ?? 'huda/pdf-invalid');

  const path = documentPath(uid, id);
  const head = await readObjectHead(path);
  if (!head) throw new ApiError('upload/not-finished');
  const verdict = checkUpload({ contentType: 'application/pdf', size: current.size, maxBytes: HUDA.pdf.maxBytes }, head);
  if (!verdict.ok) return refuse(uid, id, verdict.reason === 'too-large' ? 'huda/pdf-too-large' : 'huda/pdf-invalid');

  const [bytes] = await storage.bucket().file(path).download({ validation: false });
  const read = await readPdfPages(bytes, { maxPages: HUDA.pdf.maxPages, pageMaxChars: HUDA.pdf.pageMaxChars });
  if (!read.ok) return refuse(uid, id, read.problem === 'too-many-pages' ? 'huda/pdf-too-many-pages' : 'huda/pdf-invalid');

  // Only pages with text are stored; writing them twice (a concurrent call) writes the same.
  const withText = read.pages.filter((page) => page.text !== '');
  for (let start = 0; start < withText.length; start += PAGES_PER_BATCH) {
    const batch = db.batch();
    for (const page of withText.slice(start, start + PAGES_PER_BATCH)) batch.set(pagesCol(id).doc(String(page.page)), page);
    await batch.commit();
  }
  await db.runTransaction(async (tx) => {
    const latest = await ownDocument(uid, id, tx);
    if (latest.get('status') !== 'uploading') return;
    tx.update(documentRef(id), {
      pages: read.total,
      text_pages: withText.length,
      status: withText.length > 0 ? 'ready' : 'no-text',
      error_code: null,
      ready_at: FieldValue.serverTimestamp(),
    });
  });
  return toHudaDocument(await ownDocument(uid, id));
}

/** Deletes the file, marks the document failed with the reason, and answers it. */
async function refuse(uid: string, id: string, reason: HudaDocumentError): Promise<never> {
  await storage.bucket().file(documentPath(uid, id)).delete({ ignoreNotFound: true });
  await documentRef(id)
    .update({ status: 'failed', error_code: reason })
    // Deleted meanwhile: nothing left to mark.
    .catch((error: { code?: unknown }) => {
      if (error.code !== 5) throw error;
    });
  throw new ApiError(reason);
}
