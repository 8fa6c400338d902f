// Huda's PDFs in Firestore and Storage (docs/assessments.md 4, "PDFs"): `hudaDocuments/{id}`
// with its `pages/{n}`, the file at `huda/{uid}/{id}.pdf`. Written only by the functions.
// Another user's document is "not found" (no existence leak).
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import {
  HUDA_DOCUMENT_ERRORS,
  HUDA_DOCUMENT_STATUSES,
  type HudaDocument,
  type HudaDocumentError,
  type HudaDocumentStatus,
} from '../../shared/schemas/huda-documents';

export const documentsCol = () => db.collection('hudaDocuments');
export const documentRef = (id: string) => documentsCol().doc(id);
export const pagesCol = (id: string) => documentRef(id).collection('pages');
export const documentPath = (uid: string, id: string) => `huda/${uid}/${id}.pdf`;

const iso = (value: unknown): string | null => {
  const ms = toMillis(value);
  return ms === undefined ? null : new Date(ms).toISOString();
};
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function toHudaDocument(snap: DocumentSnapshot): HudaDocument {
  const data = snap.data() ?? {};
  return {
    id: snap.id,
    uid: typeof data.uid === 'string' ? data.uid : '',
    name: typeof data.name === 'string' ? data.name : '',
    size: count(data.size),
    pages: count(data.pages),
    text_pages: count(data.text_pages),
    status: (HUDA_DOCUMENT_STATUSES as readonly unknown[]).includes(data.status) ? (data.status as HudaDocumentStatus) : 'uploading',
    error_code: (HUDA_DOCUMENT_ERRORS as readonly unknown[]).includes(data.error_code) ? (data.error_code as HudaDocumentError) : null,
    created_at: iso(data.created_at),
    ready_at: iso(data.ready_at),
  };
}

/** The caller's own PDF (in a transaction when given), else 404 huda/document-not-found. */
export async function ownDocument(uid: string, id: string, tx?: Transaction): Promise<DocumentSnapshot> {
  const snap = tx ? await tx.get(documentRef(id)) : await documentRef(id).get();
  if (!snap.exists || snap.get('uid') !== uid) throw new ApiError('huda/document-not-found');
  return snap;
}
