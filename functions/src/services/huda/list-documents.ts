// GET /huda/documents: the caller's PDFs, newest first.
import { HUDA } from '../../shared/constants';
import type { HudaDocument } from '../../shared/schemas/huda-documents';
import { documentsCol, toHudaDocument } from './documents-repo';

export async function listHudaDocuments(uid: string): Promise<HudaDocument[]> {
  const snap = await documentsCol().where('uid', '==', uid).orderBy('created_at', 'desc').limit(HUDA.pdf.maxDocuments).get();
  return snap.docs.map(toHudaDocument);
}
