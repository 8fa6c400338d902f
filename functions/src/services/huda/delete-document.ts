// DELETE /huda/documents/{id}: the file, the document with its pages, and the link from the
// caller's conversations about it (their document_id becomes null; the messages stay).
import { db, storage } from '../../lib/admin';
import { documentPath, documentRef, ownDocument } from './documents-repo';

export async function deleteHudaDocument(uid: string, id: string): Promise<{ id: string }> {
  await ownDocument(uid, id);
  await storage.bucket().file(documentPath(uid, id)).delete({ ignoreNotFound: true });
  const linked = await db.collection('hudaConversations').where('uid', '==', uid).where('document_id', '==', id).get();
  for (let start = 0; start < linked.size; start += 400) {
    const batch = db.batch();
    for (const conversation of linked.docs.slice(start, start + 400)) batch.update(conversation.ref, { document_id: null });
    await batch.commit();
  }
  await db.recursiveDelete(documentRef(id));
  return { id };
}
