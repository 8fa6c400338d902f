// POST /huda/documents (docs/assessments.md 4, "PDFs"): a resumable upload session for one PDF
// at huda/{uid}/{id}.pdf. Type and size were refused by the schema (415, 413) before this runs.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { withKeyLock } from '../../lib/key-lock';
import { HUDA } from '../../shared/constants';
import type { CreatedHudaDocument, CreateHudaDocument } from '../../shared/schemas/huda-documents';
import { createUploadSession } from '../uploads';
import { documentPath, documentsCol, toHudaDocument } from './documents-repo';

export async function createHudaDocument(uid: string, input: CreateHudaDocument, origin?: string): Promise<CreatedHudaDocument> {
  const ref = documentsCol().doc();
  const upload = await createUploadSession(documentPath(uid, ref.id), { contentType: input.content_type, size: input.size }, origin);
  // Counting and creating in one transaction keeps a burst of uploads within the limit.
  await withKeyLock(`huda-documents:${uid}`, () =>
    db.runTransaction(async (tx) => {
      const owned = await tx.get(documentsCol().where('uid', '==', uid).count());
      if (owned.data().count >= HUDA.pdf.maxDocuments) throw new ApiError('huda/too-many-documents');
      tx.create(ref, {
        id: ref.id,
        uid,
        name: input.name,
        size: input.size,
        pages: 0,
        text_pages: 0,
        status: 'uploading',
        error_code: null,
        created_at: FieldValue.serverTimestamp(),
        ready_at: null,
      });
    }),
  );
  return { document: toHudaDocument(await ref.get()), upload };
}
