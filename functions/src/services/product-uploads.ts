// Storage side of marketplace products: upload sessions for the seller's files, the check of
// each finished object (size, magic bytes and structure), public image URLs. Clients never reach Storage
// on their own (storage.rules denies all); see services/uploads.ts for the shared pattern.
import { checkProductUpload, type DeclaredProductUpload, type UploadVerdict } from '../domain/file-signature';
import { storage } from '../lib/admin';
import { checkStoredStructure } from './file-structure';
import { readObjectHead, tokenUrl } from './uploads';

const bucket = () => storage.bucket();

export type ProductObjectVerdict = { state: 'ok' } | { state: 'missing' } | { state: 'invalid'; reason: Extract<UploadVerdict, { ok: false }>['reason'] };

/** Where a product's files live; the folder is deleted as one when an upload is refused. */
export const productFolder = (productId: string) => `products/${productId}`;

/**
 * Judges one finished object without throwing, so the caller can look at every file of the
 * product before answering. A missing object is an upload still running.
 */
export async function inspectProductObject(path: string, declared: DeclaredProductUpload): Promise<ProductObjectVerdict> {
  const object = await readObjectHead(path);
  if (!object) return { state: 'missing' };
  const verdict = checkProductUpload(declared, object);
  if (!verdict.ok) return { state: 'invalid', reason: verdict.reason };
  // The head matched; the whole file must be what it claims (no polyglots).
  const structure = await checkStoredStructure(path, declared.contentType, object.size);
  return structure.ok ? { state: 'ok' } : { state: 'invalid', reason: 'content-mismatch' };
}

/**
 * Gives a checked image the download token chosen when its upload was declared and returns
 * its public URL. The token is fixed in advance so that two concurrent completions write the
 * same token and the URL stored on the product always works.
 */
export async function publishImage(path: string, token: string): Promise<string> {
  await bucket().file(path).setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  return tokenUrl(path, token);
}
