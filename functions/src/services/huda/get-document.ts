// GET /huda/documents/{id}: one of the caller's PDFs (another user's: 404).
import type { HudaDocument } from '../../shared/schemas/huda-documents';
import { ownDocument, toHudaDocument } from './documents-repo';

export async function getHudaDocument(uid: string, id: string): Promise<HudaDocument> {
  return toHudaDocument(await ownDocument(uid, id));
}
