import { describe, expect, it } from 'vitest';
import { UploadError, fractionOf, isUploadAborted, putWithProgress, type XhrLike } from './put-with-progress';

class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const target = { url: 'http://storage/upload?id=1', method: 'PUT' as const, headers: { 'Content-Type': 'video/mp4', 'Content-Length': '10' } };

describe('putWithProgress', () => {
  it('PUTs the body with the target headers (minus forbidden ones) and reports progress', async () => {
    const xhr = new FakeXhr();
    const seen: number[] = [];
    const done = putWithProgress(target, 'bytes', { createXhr: () => xhr, onProgress: (f) => seen.push(f) });
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(target.url);
    expect(xhr.headers).toEqual({ 'Content-Type': 'video/mp4' });
    expect(xhr.body).toBe('bytes');
    xhr.progress(5, 10);
    xhr.progress(10, 10);
    xhr.answer(200);
    await expect(done).resolves.toBeUndefined();
    expect(seen).toEqual([0, 0.5, 1, 1]);
  });

  it('fails with the HTTP status on a non-2xx answer', async () => {
    const xhr = new FakeXhr();
    const done = putWithProgress(target, 'x', { createXhr: () => xhr });
    xhr.answer(403);
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 403 });
  });

  it('fails as a network error', async () => {
    const xhr = new FakeXhr();
    const done = putWithProgress(target, 'x', { createXhr: () => xhr });
    xhr.onerror?.();
    await expect(done).rejects.toMatchObject({ kind: 'network' });
  });

  it('aborts through the signal', async () => {
    const xhr = new FakeXhr();
    const controller = new AbortController();
    const done = putWithProgress(target, 'x', { createXhr: () => xhr, signal: controller.signal });
    controller.abort();
    const error = await done.catch((e: unknown) => e);
    expect(xhr.aborted).toBe(true);
    expect(error).toBeInstanceOf(UploadError);
    expect(isUploadAborted(error)).toBe(true);
  });

  it('never starts when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    let created = false;
    const done = putWithProgress(target, 'x', {
      signal: controller.signal,
      createXhr: () => {
        created = true;
        return new FakeXhr();
      },
    });
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
    expect(created).toBe(false);
  });
});

describe('fractionOf', () => {
  it('clamps to 0..1 and treats an unknown total as 0', () => {
    expect(fractionOf(5, 10)).toBe(0.5);
    expect(fractionOf(15, 10)).toBe(1);
    expect(fractionOf(5, 0)).toBe(0);
    expect(fractionOf(Number.NaN, 10)).toBe(0);
  });
});
