// Storage side of marketplace products: upload sessions for the seller's files, the check of
// each finished object (size and magic bytes), public image URLs. Clients never reach Storage
// on their own (storage.rules denies all); see services/uploads.ts for the shared pattern.
import { checkProductUpload, SIGNATURE_BYTES, type DeclaredProductUpload, type UploadVerdict } from '../domain/file-signature';
import { storage } from '../lib/admin';
import { tokenUrl } from './uploads';

const bucket = () => storage.bucket();

const isNotFound = (error: unknown): boolean => (error as { code?: unknown }).code === 404;

export type ProductObjectVerdict = { state: 'ok' } | { state: 'missing' } | { state: 'invalid'; reason: Extract<UploadVerdict, { ok: false }>['reason'] };

/** Where a product's files live; the folder is deleted as one when an upload is refused. */
export const productFolder = (productId: string) => `products/${productId}`;

/**
 * Judges one finished object without throwing, so the caller can look at every file of the
 * product before answering. A missing object is an upload still running.
 */
export async function inspectProductObject(path: string, declared: DeclaredProductUpload): Promise<ProductObjectVerdict> {
  const file = bucket().file(path);
  let size: number;
  let contentType: string | undefined;
  try {
    const [metadata] = await file.getMetadata();
    size = Number(metadata.size ?? 0);
    contentType = metadata.contentType;
  } catch (error) {
    if (isNotFound(error)) return { state: 'missing' };
    throw error;
  }
  const [head] = size > 0 ? await file.download({ start: 0, end: SIGNATURE_BYTES - 1 }) : [Buffer.alloc(0)];
  const verdict = checkProductUpload(declared, { size, contentType, head });
  return verdict.ok ? { state: 'ok' } : { state: 'invalid', reason: verdict.reason };
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
