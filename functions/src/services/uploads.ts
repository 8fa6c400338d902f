// Storage for class uploads. Clients never reach Storage on their own (storage.rules denies
// all): functions hand out resumable upload sessions with a fixed content type, check the
// finished object, and hand out token download URLs after their own access checks.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import {
  checkAttachmentUpload,
  checkUpload,
  SIGNATURE_BYTES,
  type DeclaredUpload,
  type StoredObject,
  type UploadVerdict,
} from '../domain/file-signature';
import { tokenDownloadUrl } from '../domain/feed-posts';
import { storage } from '../lib/admin';
import { checkStoredStructure } from './file-structure';
import { ApiError } from '../lib/http';
import type { PostAttachmentType } from '../shared/constants';
import type { UploadTarget } from '../shared/schemas/material';

const bucket = () => storage.bucket();

const isNotFound = (error: unknown): boolean => (error as { code?: unknown }).code === 404;

/**
 * A resumable upload session for `path`; the client finishes it with one plain PUT of the
 * bytes. `origin` (the caller's Origin header) lets a browser make that PUT cross-origin.
 */
export async function createUploadSession(
  path: string,
  file: { contentType: string; size: number },
  origin?: string,
): Promise<UploadTarget> {
  const [url] = await bucket()
    .file(path)
    .createResumableUpload({ metadata: { contentType: file.contentType }, ...(origin && { origin }) });
  return { url, method: 'PUT', headers: { 'Content-Type': file.contentType } };
}

/**
 * Checks a finished upload against what was declared: it must exist (else 409
 * upload/not-finished), match the declared size, stay within the limit, start with the
 * declared type's magic bytes and have its structure (services/file-structure.ts: content that
 * does not match the type is reason `content-mismatch`). Anything else is deleted and refused
 * (422 upload/invalid-file).
 */
export async function inspectUpload(path: string, expected: DeclaredUpload): Promise<void> {
  await inspectWith(path, expected.contentType, (object) => checkUpload(expected, object));
}

/** inspectUpload for a post's image or PDF: the attachment types, each with its own limit. */
export async function inspectAttachment(path: string, expected: { contentType: PostAttachmentType; size: number }): Promise<void> {
  await inspectWith(path, expected.contentType, (object) => checkAttachmentUpload(expected, object));
}

/**
 * The shared check: `judge` looks at the head, then the whole file must decode as its type (no
 * polyglots). A refused object is deleted, then `onRefused` runs (e.g. dropping a declaration).
 */
async function inspectWith(
  path: string,
  contentType: string,
  judge: (object: StoredObject) => UploadVerdict,
  onRefused?: () => Promise<unknown>,
): Promise<void> {
  const object = await readObjectHead(path);
  if (!object) throw new ApiError('upload/not-finished');
  const verdict = judge(object);
  const structure = verdict.ok ? await checkStoredStructure(path, contentType, object.size) : null;
  if (!verdict.ok || !structure?.ok) {
    await bucket().file(path).delete({ ignoreNotFound: true });
    await onRefused?.();
    throw new ApiError('upload/invalid-file', { reason: verdict.ok ? 'content-mismatch' : verdict.reason });
  }
}

/** What a declaration document of a token-URL upload holds (course files, logos, quiz images). */
export interface DeclaredUploadDoc {
  content_type: string;
  path: string;
  token: string;
  state: 'uploading' | 'ready';
}

/**
 * Completes a declared upload: 409 upload/not-finished while nothing arrived; 422
 * upload/invalid-file with the reason when `judge` or the structure check refuses it (the
 * object is deleted and the declaration dropped); else the object gets the token chosen at
 * declaration and the declaration turns ready. A ready one answers again: {id, url}.
 */
export async function completeDeclaredUpload(
  ref: DocumentReference,
  file: DeclaredUploadDoc,
  judge: (object: StoredObject) => UploadVerdict,
): Promise<{ id: string; url: string }> {
  if (file.state !== 'ready') {
    await inspectWith(file.path, file.content_type, judge, () => ref.delete());
    await setDownloadToken(file.path, file.token);
    await ref.update({ state: 'ready', completed_at: FieldValue.serverTimestamp() });
  }
  return { id: ref.id, url: tokenUrl(file.path, file.token) };
}

/**
 * What a signature check needs of a finished object: its size, content type and first
 * SIGNATURE_BYTES bytes; undefined when there is no object (yet) at `path`.
 */
export async function readObjectHead(path: string): Promise<StoredObject | undefined> {
  const file = bucket().file(path);
  let size: number;
  let contentType: string | undefined;
  try {
    const [metadata] = await file.getMetadata();
    size = Number(metadata.size ?? 0);
    contentType = metadata.contentType;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  const [head] = size > 0 ? await file.download({ start: 0, end: SIGNATURE_BYTES - 1 }) : [Buffer.alloc(0)];
  return { size, contentType, head };
}

/** Whether an object exists at `path`. */
export async function uploadExists(path: string): Promise<boolean> {
  const [exists] = await bucket().file(path).exists();
  return exists;
}

/** The object's download token, made once (Firebase's firebaseStorageDownloadTokens metadata). */
export async function ensureDownloadToken(path: string): Promise<string> {
  const file = bucket().file(path);
  let existing: unknown;
  try {
    const [metadata] = await file.getMetadata();
    existing = metadata.metadata?.firebaseStorageDownloadTokens;
  } catch (error) {
    if (isNotFound(error)) throw new ApiError('upload/not-finished');
    throw error;
  }
  const current = typeof existing === 'string' ? existing.split(',').find(Boolean) : undefined;
  if (current) return current;
  const token = randomUUID();
  await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  return token;
}

/**
 * Gives a checked object the download token chosen when it was announced (setting the same
 * token twice changes nothing, so concurrent completions agree on the URL).
 */
export async function setDownloadToken(path: string, token: string): Promise<void> {
  await bucket().file(path).setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
}

/** Where token URLs point: the Storage emulator when it runs, Firebase Storage otherwise. */
function downloadBase(): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (emulator) return `http://${emulator.replace(/^https?:\/\//, '')}`;
  return 'https://firebasestorage.googleapis.com';
}

/** A token URL for an object whose token is already known (no Storage call). */
export function tokenUrl(path: string, token: string): string {
  return tokenDownloadUrl(downloadBase(), bucket().name, path, token);
}

/**
 * A download URL anyone holding it can fetch, for callers who passed an access check. The
 * file name the user sees comes from the object's last path segment (see safeObjectName).
 */
export async function downloadUrl(path: string): Promise<string> {
  return tokenUrl(path, await ensureDownloadToken(path));
}

/**
 * Removes every Firebase download token from an object, so no permanent URL reaches it
 * (paid content is streamed through the functions instead, see streamObject).
 */
export async function removeDownloadTokens(path: string): Promise<void> {
  const file = bucket().file(path);
  const hasToken = async () => (await file.getMetadata())[0].metadata?.firebaseStorageDownloadTokens != null;
  if (!(await hasToken())) return;
  await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: null } });
  if (!(await hasToken())) return;
  // The Storage emulator keeps at least one token once an object had one: write the object
  // again without any (a one-time step for files made before downloads went through us).
  const [[bytes], [metadata]] = await Promise.all([file.download({ validation: false }), file.getMetadata()]);
  await file.save(bytes, { resumable: false, validation: false, contentType: metadata.contentType });
}

/**
 * Streams an object to the HTTP answer as an attachment, for callers who checked access. The
 * answer is private and never cached, and a browser may not run it as a page. An object
 * that still has a download token (made before downloads went through here) loses it.
 */
export async function streamObject(path: string, res: Response, disposition: string): Promise<void> {
  const file = bucket().file(path);
  const [metadata] = await file.getMetadata().catch((error: unknown) => {
    throw isNotFound(error) ? new ApiError('market/not-found') : error;
  });
  if (metadata.metadata?.firebaseStorageDownloadTokens != null) await removeDownloadTokens(path);
  res.status(200);
  res.set({
    'Content-Type': metadata.contentType || 'application/octet-stream',
    'Content-Length': String(metadata.size ?? ''),
    'Content-Disposition': disposition,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (!metadata.size) res.removeHeader('Content-Length');
  try {
    await pipeline(file.createReadStream({ validation: false }), res);
  } catch (error) {
    if (!res.headersSent) throw error;
    // The reader went away or Storage failed mid-file: the answer is cut, nothing to add.
    console.warn(`Download of ${path} ended early`, (error as Error).message);
  }
}

/** Deletes every object under a folder (a material's or a post's). */
export async function deleteFolder(prefix: string): Promise<void> {
  await bucket().deleteFiles({ prefix: prefix.endsWith('/') ? prefix : `${prefix}/`, force: true });
}
