// How files travel on the emulator suite, with storage.rules denying everything and the
// offline rules stand-in: upload sessions from the functions are finished by an anonymous
// PUT, checked objects are read through token URLs, and Storage itself refuses the rest.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MaterialDto, UploadTarget } from '@shared/schemas/material';
import { call, expectError } from '../support/api';
import { createClassDirect, type TestClass } from '../support/classes';
import { STORAGE_HOST } from '../support/env';
import {
  BUCKET,
  objectExists,
  pathOfDownloadUrl,
  PDF_HTML_EXE_POLYGLOT,
  putToSession,
  SAMPLE_EXE,
  SAMPLE_MP4,
  SAMPLE_PNG,
  samplePdf,
  testBucket,
  upload,
} from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

interface Created {
  material: MaterialDto;
  upload: UploadTarget;
}

let teacher: TestUser;
let klass: TestClass;

beforeAll(async () => {
  teacher = await createTestUser({ userType: 'teacher' });
  klass = await createClassDirect(teacher);
});

const base = () => `/classes/${klass.classId}/materials`;

async function createMaterial(file: { name: string; contentType: string; size: number }, origin?: string) {
  const result = await call<Created>('POST', base(), {
    token: teacher.token,
    body: { name: 'Lecture', file },
    headers: origin ? { Origin: origin } : {},
  });
  expect(result.status, result.text).toBe(201);
  return result.body;
}

async function complete(materialId: string) {
  return call<{ material: MaterialDto }>('POST', `${base()}/${materialId}/complete`, { token: teacher.token });
}

async function downloadUrl(materialId: string): Promise<string> {
  const result = await call<{ url: string; fileName: string }>('GET', `${base()}/${materialId}/download`, {
    token: teacher.token,
  });
  expect(result.status, result.text).toBe(200);
  return result.body.url;
}

describe('upload sessions', () => {
  it('are resumable sessions on the Storage emulator, finished by one anonymous PUT', async () => {
    const pdf = samplePdf();
    const created = await createMaterial({ name: 'notes.pdf', contentType: 'application/pdf', size: pdf.length });
    expect(created.upload).toEqual({
      url: expect.stringContaining(`http://${STORAGE_HOST}/upload/storage/v1/b/${BUCKET}/o?`),
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(created.upload.url).toContain('upload_id=');
    const response = await putToSession(created.upload, pdf);
    expect(response.status).toBe(200);
    const path = `classes/${klass.classId}/materials/${created.material.id}/notes.pdf`;
    expect(await objectExists(path)).toBe(true);
    const [metadata] = await testBucket().file(path).getMetadata();
    expect({ size: Number(metadata.size), contentType: metadata.contentType }).toEqual({
      size: pdf.length,
      contentType: 'application/pdf',
    });
  });

  it('cannot be used twice: a finished session refuses a second PUT', async () => {
    const pdf = samplePdf();
    const created = await createMaterial({ name: 'once.pdf', contentType: 'application/pdf', size: pdf.length });
    await upload(created.upload, pdf);
    const again = await putToSession(created.upload, SAMPLE_EXE);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await complete(created.material.id)).status).toBe(200);
  });

  it('keep the declared type on the object even when the PUT says otherwise', async () => {
    const pdf = samplePdf();
    const created = await createMaterial({ name: 'typed.pdf', contentType: 'application/pdf', size: pdf.length });
    expect((await putToSession(created.upload, pdf, 'application/x-msdownload')).status).toBe(200);
    // The session fixed the type; had Storage taken the PUT's instead, complete would refuse it.
    const [metadata] = await testBucket().file(`classes/${klass.classId}/materials/${created.material.id}/typed.pdf`).getMetadata();
    expect(metadata.contentType).toBe('application/pdf');
    expect((await complete(created.material.id)).status).toBe(200);
  });

  it('pass the caller’s Origin on (for the browser’s cross-origin PUT)', async () => {
    const created = await createMaterial(
      { name: 'o.png', contentType: 'image/png', size: SAMPLE_PNG.length },
      'http://127.0.0.1:5000',
    );
    await upload(created.upload, SAMPLE_PNG);
    expect((await complete(created.material.id)).body.material?.state).toBe('processed');
  });
});

describe('the check of a finished upload', () => {
  it('accepts PDF, PNG and MP4 whose bytes match the declared type', async () => {
    const files = [
      { name: 'a.pdf', contentType: 'application/pdf', bytes: samplePdf() },
      { name: 'b.png', contentType: 'image/png', bytes: SAMPLE_PNG },
      { name: 'c.mp4', contentType: 'video/mp4', bytes: SAMPLE_MP4 },
    ];
    for (const file of files) {
      const created = await createMaterial({ name: file.name, contentType: file.contentType, size: file.bytes.length });
      await upload(created.upload, file.bytes);
      const result = await complete(created.material.id);
      expect(result.status, `${file.name}: ${result.text}`).toBe(200);
      expect(result.body.material.state).toBe('processed');
    }
  });

  it('says upload/not-finished while nothing was uploaded, and the material stays uploading', async () => {
    const created = await createMaterial({ name: 'later.pdf', contentType: 'application/pdf', size: 100 });
    expectError(await complete(created.material.id), 409, 'upload/not-finished');
    expect(await objectExists(`classes/${klass.classId}/materials/${created.material.id}/later.pdf`)).toBe(false);
    const again = await call<{ material: MaterialDto }>('PATCH', `${base()}/${created.material.id}`, {
      token: teacher.token,
      body: {},
    });
    expect(again.body.material.state).toBe('uploading');
  });

  it('deletes and refuses an .exe renamed .pdf', async () => {
    const created = await createMaterial({ name: 'virus.pdf', contentType: 'application/pdf', size: SAMPLE_EXE.length });
    await upload(created.upload, SAMPLE_EXE);
    const path = `classes/${klass.classId}/materials/${created.material.id}/virus.pdf`;
    expect(await objectExists(path)).toBe(true);
    const result = await complete(created.material.id);
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.message).toBe('Please upload a valid file');
    expect(await objectExists(path)).toBe(false);
  });

  it('deletes and refuses a %PDF- + HTML + executable polyglot: the content does not match the type', async () => {
    const created = await createMaterial({ name: 'notes.pdf', contentType: 'application/pdf', size: PDF_HTML_EXE_POLYGLOT.length });
    await upload(created.upload, PDF_HTML_EXE_POLYGLOT);
    const path = `classes/${klass.classId}/materials/${created.material.id}/notes.pdf`;
    expect(await objectExists(path)).toBe(true);
    const result = await complete(created.material.id);
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.values).toEqual({ reason: 'content-mismatch' });
    expect(await objectExists(path)).toBe(false);
  });

  it('deletes and refuses an MP4 head with no movie in it (an ftyp box, then HTML)', async () => {
    const fake = Buffer.concat([SAMPLE_MP4.subarray(0, 24), PDF_HTML_EXE_POLYGLOT.subarray(9)]);
    const created = await createMaterial({ name: 'clip.mp4', contentType: 'video/mp4', size: fake.length });
    await upload(created.upload, fake);
    const result = await complete(created.material.id);
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.values).toEqual({ reason: 'content-mismatch' });
    expect(await objectExists(`classes/${klass.classId}/materials/${created.material.id}/clip.mp4`)).toBe(false);
  });

  it('deletes and refuses a PNG declared as a PDF', async () => {
    const created = await createMaterial({ name: 'fake.pdf', contentType: 'application/pdf', size: SAMPLE_PNG.length });
    await upload(created.upload, SAMPLE_PNG);
    expectError(await complete(created.material.id), 422, 'upload/invalid-file');
    expect(await objectExists(`classes/${klass.classId}/materials/${created.material.id}/fake.pdf`)).toBe(false);
  });

  it('deletes and refuses a file of another size than declared', async () => {
    const pdf = samplePdf();
    const created = await createMaterial({ name: 'size.pdf', contentType: 'application/pdf', size: pdf.length + 10 });
    await upload(created.upload, pdf);
    const result = await complete(created.material.id);
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.values).toEqual({ reason: 'size-mismatch' });
    expect(await objectExists(`classes/${klass.classId}/materials/${created.material.id}/size.pdf`)).toBe(false);
  });

  it('keeps unsafe characters out of object paths', async () => {
    const pdf = samplePdf();
    const created = await createMaterial({ name: '../x%2F?.pdf', contentType: 'application/pdf', size: pdf.length });
    await upload(created.upload, pdf);
    expect((await complete(created.material.id)).status).toBe(200);
    const url = await downloadUrl(created.material.id);
    expect(pathOfDownloadUrl(url)).toBe(`classes/${klass.classId}/materials/${created.material.id}/.._x_2F_.pdf`);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(pdf)).toBe(true);
  });
});

describe('token download URLs', () => {
  let pdf: Buffer;
  let url: string;
  let path: string;

  beforeAll(async () => {
    pdf = samplePdf('Token URL');
    const created = await createMaterial({ name: 'محاضرة 1.pdf', contentType: 'application/pdf', size: pdf.length });
    await upload(created.upload, pdf);
    expect((await complete(created.material.id)).status).toBe(200);
    url = await downloadUrl(created.material.id);
    path = `classes/${klass.classId}/materials/${created.material.id}/محاضرة 1.pdf`;
  });

  it('point at the Storage emulator’s Firebase download API', () => {
    const parsed = new URL(url);
    expect(`${parsed.protocol}//${parsed.host}`).toBe(`http://${STORAGE_HOST}`);
    expect(parsed.pathname).toBe(`/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`);
    expect(parsed.searchParams.get('alt')).toBe('media');
    expect(parsed.searchParams.get('token')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('give the bytes to an anonymous fetch, despite the deny-all rules', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('are refused without the token, or with a wrong one (the rules deny all)', async () => {
    const bare = new URL(url);
    bare.searchParams.delete('token');
    const withoutToken = await fetch(bare);
    expect(withoutToken.status).toBe(403);
    await withoutToken.arrayBuffer();
    bare.searchParams.set('token', '00000000-0000-4000-8000-000000000000');
    const wrongToken = await fetch(bare);
    expect(wrongToken.status).toBe(403);
    await wrongToken.arrayBuffer();
  });

  it('stay the same across requests (one token per object)', async () => {
    expect(await downloadUrl(pathMaterialId(url))).toBe(url);
  });

  it('stop working once the material is deleted', async () => {
    const materialId = pathMaterialId(url);
    expect((await call('DELETE', `${base()}/${materialId}`, { token: teacher.token })).status).toBe(200);
    const response = await fetch(url);
    // The emulator answers 403 (no object, so no token to match), production 404.
    expect([403, 404]).toContain(response.status);
    await response.arrayBuffer();
    expect(await objectExists(path)).toBe(false);
  });
});

describe('Storage without the functions', () => {
  it('refuses an anonymous upload through the Firebase API (storage.rules deny all)', async () => {
    const target = `http://${STORAGE_HOST}/v0/b/${BUCKET}/o?name=${encodeURIComponent(`classes/${klass.classId}/x.pdf`)}`;
    const response = await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/pdf' }, body: new Uint8Array(samplePdf()) });
    expect(response.status).toBe(403);
    await response.arrayBuffer();
    expect(await objectExists(`classes/${klass.classId}/x.pdf`)).toBe(false);
  });

  it('refuses a signed-in user’s read through the Firebase API', async () => {
    const pdf = samplePdf();
    const created = await createMaterial({ name: 'read.pdf', contentType: 'application/pdf', size: pdf.length });
    await upload(created.upload, pdf);
    const path = `classes/${klass.classId}/materials/${created.material.id}/read.pdf`;
    const response = await fetch(`http://${STORAGE_HOST}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`, {
      headers: { Authorization: `Firebase ${teacher.token}` },
    });
    expect(response.status).toBe(403);
    await response.arrayBuffer();
  });
});

function pathMaterialId(url: string): string {
  const segments = pathOfDownloadUrl(url).split('/');
  return segments[3]!;
}
