// Sends a file's bytes to an UploadTarget (the resumable upload session the API hands out)
// with XMLHttpRequest, because fetch reports no upload progress. Abortable through an
// AbortSignal. Shared by feed videos, thumbnails and class materials.
import type { UploadTarget } from '@shared/schemas/material';

export type UploadErrorKind = 'aborted' | 'network' | 'http';

export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    readonly status = 0,
  ) {
    super(kind === 'http' ? `Upload failed with HTTP ${status}` : `Upload ${kind}`);
    this.name = 'UploadError';
  }
}

export function isUploadAborted(error: unknown): boolean {
  return (
    (error instanceof UploadError && error.kind === 'aborted') ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}

/** The part of XMLHttpRequest used here (tests pass a fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob | ArrayBuffer | string | null): void;
  abort(): void;
  readonly status: number;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface PutOptions {
  /** Called with 0..1 as bytes leave (and with 1 once the server has answered). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
}

/** Headers a page may not set on XMLHttpRequest (the browser sets them itself). */
const FORBIDDEN_HEADERS = new Set(['content-length', 'host', 'connection', 'accept-encoding', 'cookie', 'origin', 'referer']);

/** loaded/total as a fraction in 0..1 (0 when the total is unknown). */
export function fractionOf(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}

export function putWithProgress(
  target: UploadTarget,
  body: Blob | ArrayBuffer | string,
  { onProgress, signal, createXhr = () => new XMLHttpRequest() as unknown as XhrLike }: PutOptions = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted'));
      return;
    }
    const xhr = createXhr();
    let settled = false;
    const finish = (error?: UploadError) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onAbort = () => {
      xhr.abort();
      finish(new UploadError('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.open(target.method || 'PUT', target.url);
    for (const [name, value] of Object.entries(target.headers ?? {})) {
      if (!FORBIDDEN_HEADERS.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(fractionOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        finish();
      } else {
        finish(new UploadError('http', xhr.status));
      }
    };
    xhr.onerror = () => finish(new UploadError('network'));
    xhr.ontimeout = () => finish(new UploadError('network'));
    xhr.onabort = () => finish(new UploadError('aborted'));
    onProgress?.(0);
    xhr.send(body);
  });
}
