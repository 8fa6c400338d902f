// Class materials over HTTP: create with an upload session, real uploads, completion checks,
// edits, deletes, and who may download what.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MaterialDto, UploadTarget } from '@shared/schemas/material';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect, type TestClass } from '../support/classes';
import { objectExists, objectsUnder, SAMPLE_EXE, SAMPLE_PNG, samplePdf, upload } from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

let owner: TestUser;
let coTeacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let pending: TestUser;
let inactive: TestUser;
let outsider: TestUser;
let klass: TestClass;

beforeAll(async () => {
  [owner, coTeacher, otherTeacher, student, pending, inactive, outsider] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  klass = await createClassDirect(owner);
  await adminDb.doc(`classes/${klass.classId}`).update({ teacher_uids: [owner.uid, coTeacher.uid] });
  await addMemberDirect(klass.classId, coTeacher, { role: 'teacher' });
  await addMemberDirect(klass.classId, student);
  await addMemberDirect(klass.classId, pending, { status: 'pending' });
  await addMemberDirect(klass.classId, inactive, { status: 'inactive' });
  await createClassDirect(otherTeacher);
});

const base = () => `/classes/${klass.classId}/materials`;
const pdf = samplePdf('Syllabus');
const pdfFile = { name: 'syllabus.pdf', contentType: 'application/pdf', size: pdf.length };

interface Created {
  material: MaterialDto;
  upload: UploadTarget;
}

const create = (user: TestUser, body: Record<string, unknown>) =>
  call<Created>('POST', base(), { token: user.token, body });
const complete = (user: TestUser, id: string) =>
  call<{ material: MaterialDto }>('POST', `${base()}/${id}/complete`, { token: user.token });
const patch = (user: TestUser, id: string, body: Record<string, unknown>) =>
  call<{ material: MaterialDto }>('PATCH', `${base()}/${id}`, { token: user.token, body });
const download = (user: TestUser, id: string) =>
  call<{ url: string; fileName: string }>('GET', `${base()}/${id}/download`, { token: user.token });

/** A processed PDF material made by the owner. */
async function processedMaterial(extra: Record<string, unknown> = {}): Promise<MaterialDto> {
  const created = await create(owner, { name: 'Syllabus', file: pdfFile, ...extra });
  expect(created.status, created.text).toBe(201);
  await upload(created.body.upload, pdf);
  const done = await complete(owner, created.body.material.id);
  expect(done.status, done.text).toBe(200);
  return done.body.material;
}

describe('POST /classes/{classId}/materials', () => {
  it('creates the material (state uploading) and an upload session', async () => {
    const result = await create(owner, {
      name: ' Week 1 ',
      description: 'Intro',
      language: 'en',
      visibility: 'public',
      allow_download: false,
      file: pdfFile,
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      status: 'success',
      material: {
        id: expect.any(String),
        classId: klass.classId,
        name: 'Week 1',
        description: 'Intro',
        language: 'en',
        visibility: 'public',
        allow_download: false,
        state: 'uploading',
        file: { name: 'syllabus.pdf', contentType: 'application/pdf', size: pdf.length },
        uploaded_by: owner.uid,
        created_at: expect.stringMatching(/^\d{4}-/),
      },
      upload: { url: expect.stringContaining('upload_id='), method: 'PUT', headers: { 'Content-Type': 'application/pdf' } },
    });
    const stored = await adminDb.doc(`classes/${klass.classId}/materials/${result.body.material.id}`).get();
    expect(stored.get('file')).toEqual({
      name: 'syllabus.pdf',
      path: `classes/${klass.classId}/materials/${result.body.material.id}/syllabus.pdf`,
      contentType: 'application/pdf',
      size: pdf.length,
    });
  });

  it('defaults: Arabic, private, downloadable', async () => {
    const result = await create(coTeacher, { name: 'Defaults', file: pdfFile });
    expect(result.status).toBe(201);
    expect(result.body.material).toMatchObject({ language: 'ar', visibility: 'private', allow_download: true, uploaded_by: coTeacher.uid });
  });

  it('refuses a wrong type (415) and a too large file (413) before any session', async () => {
    const before = (await adminDb.collection(`classes/${klass.classId}/materials`).get()).size;
    const wrongType = await create(owner, { name: 'x', file: { name: 'a.exe', contentType: 'application/x-msdownload', size: 100 } });
    expectError(wrongType, 415, 'upload/unsupported-format');
    expect(wrongType.body.message).toBe('Unsupported file format. Please upload a PDF, image, or video file.');
    expectError(await create(owner, { name: 'x', file: { name: 'a.docx', contentType: 'application/msword', size: 100 } }), 415, 'upload/unsupported-format');
    expectError(await create(owner, { name: 'x', file: { ...pdfFile, size: 10 * 1024 * 1024 + 1 } }), 413, 'upload/too-large');
    expectError(await create(owner, { name: 'x', file: { name: 'p.png', contentType: 'image/png', size: 10 * 1024 * 1024 + 1 } }), 413, 'upload/too-large');
    expect((await create(owner, { name: 'x', file: { name: 'v.mp4', contentType: 'video/mp4', size: 1024 * 1024 * 1024 } })).status).toBe(201);
    expectError(await create(owner, { name: 'x', file: { name: 'v.mp4', contentType: 'video/mp4', size: 1024 * 1024 * 1024 + 1 } }), 413, 'upload/too-large');
    const after = (await adminDb.collection(`classes/${klass.classId}/materials`).get()).size;
    expect(after).toBe(before + 1);
  });

  it('validates the other fields', async () => {
    expectError(await create(owner, { file: pdfFile }), 400, 'validation/all-fields-required');
    expectError(await create(owner, { name: 'x' }), 400, 'validation/invalid-input');
    expectError(await create(owner, { name: 'x', file: { ...pdfFile, name: '' } }), 400, 'upload/file-required');
    expectError(await create(owner, { name: 'x', visibility: 'secret', file: pdfFile }), 400, 'validation/invalid-input');
    expectError(await create(owner, { name: 'x', file: pdfFile, state: 'processed' }), 400, 'validation/invalid-input');
  });

  it('is for class teachers only', async () => {
    for (const user of [otherTeacher, student, pending, inactive, outsider]) {
      expectError(await create(user, { name: 'x', file: pdfFile }), 403, 'class/forbidden');
    }
    expectError(await call('POST', '/classes/no-such-class/materials', { token: owner.token, body: { name: 'x', file: pdfFile } }), 404, 'class/not-found');
    expectError(await call('POST', base(), { body: { name: 'x', file: pdfFile } }), 401, 'auth/no-token');
  });
});

describe('POST /classes/{classId}/materials/{materialId}/complete', () => {
  it('moves an uploaded PDF to processed, and answers the same again', async () => {
    const created = await create(owner, { name: 'Notes', file: pdfFile });
    await upload(created.body.upload, pdf);
    const done = await complete(owner, created.body.material.id);
    expect(done.body).toEqual({ status: 'success', material: { ...created.body.material, state: 'processed' } });
    expect((await complete(coTeacher, created.body.material.id)).body.material.state).toBe('processed');
  });

  it('processes a PNG', async () => {
    const created = await create(owner, { name: 'Diagram', file: { name: 'd.png', contentType: 'image/png', size: SAMPLE_PNG.length } });
    await upload(created.body.upload, SAMPLE_PNG);
    expect((await complete(owner, created.body.material.id)).body.material.state).toBe('processed');
  });

  it('rejects an .exe renamed .pdf: object deleted, state rejected, 422', async () => {
    const created = await create(owner, { name: 'Bad', file: { name: 'notes.pdf', contentType: 'application/pdf', size: SAMPLE_EXE.length } });
    await upload(created.body.upload, SAMPLE_EXE);
    const id = created.body.material.id;
    const result = await complete(owner, id);
    expectError(result, 422, 'upload/invalid-file');
    expect(result.body.message).toBe('Please upload a valid file');
    expect(await objectExists(`classes/${klass.classId}/materials/${id}/notes.pdf`)).toBe(false);
    expect((await adminDb.doc(`classes/${klass.classId}/materials/${id}`).get()).get('state')).toBe('rejected');
    expectError(await complete(owner, id), 422, 'upload/invalid-file');
    expectError(await download(owner, id), 422, 'upload/invalid-file');
  });

  it('rejects a file whose size differs from the declared size', async () => {
    const created = await create(owner, { name: 'Short', file: { ...pdfFile, size: pdf.length - 1 } });
    await upload(created.body.upload, pdf);
    expectError(await complete(owner, created.body.material.id), 422, 'upload/invalid-file');
    expect((await adminDb.doc(`classes/${klass.classId}/materials/${created.body.material.id}`).get()).get('state')).toBe('rejected');
  });

  it('says upload/not-finished before the upload', async () => {
    const created = await create(owner, { name: 'Later', file: pdfFile });
    expectError(await complete(owner, created.body.material.id), 409, 'upload/not-finished');
    expectError(await download(owner, created.body.material.id), 409, 'upload/not-finished');
  });

  it('is for class teachers only; unknown materials are 404', async () => {
    const created = await create(owner, { name: 'Mine', file: pdfFile });
    await upload(created.body.upload, pdf);
    for (const user of [otherTeacher, student, outsider]) {
      expectError(await complete(user, created.body.material.id), 403, 'class/forbidden');
    }
    expectError(await complete(owner, 'no-such-material'), 404, 'material/not-found');
  });
});

describe('PATCH and DELETE /classes/{classId}/materials/{materialId}', () => {
  it('updates the editable fields', async () => {
    const material = await processedMaterial();
    const result = await patch(coTeacher, material.id, {
      name: 'Renamed',
      description: 'New',
      language: 'other',
      visibility: 'hidden',
      allow_download: false,
    });
    expect(result.body).toEqual({
      status: 'success',
      material: { ...material, name: 'Renamed', description: 'New', language: 'other', visibility: 'hidden', allow_download: false },
    });
  });

  it('refuses other fields, bad values, non-teachers and unknown materials', async () => {
    const material = await processedMaterial();
    expectError(await patch(owner, material.id, { state: 'processed' }), 400, 'validation/invalid-input');
    expectError(await patch(owner, material.id, { file: { name: 'x' } }), 400, 'validation/invalid-input');
    expectError(await patch(owner, material.id, { visibility: 'everyone' }), 400, 'validation/invalid-input');
    expectError(await patch(owner, material.id, { name: '' }), 400, 'validation/invalid-input');
    for (const user of [otherTeacher, student, outsider]) {
      expectError(await patch(user, material.id, { name: 'x' }), 403, 'class/forbidden');
    }
    expectError(await patch(owner, 'no-such-material', { name: 'x' }), 404, 'material/not-found');
  });

  it('deletes the document and its file (teachers only)', async () => {
    const material = await processedMaterial();
    const folder = `classes/${klass.classId}/materials/${material.id}/`;
    expect(await objectsUnder(folder)).toEqual([`${folder}syllabus.pdf`]);
    for (const user of [otherTeacher, student, outsider]) {
      expectError(await call('DELETE', `${base()}/${material.id}`, { token: user.token }), 403, 'class/forbidden');
    }
    expect((await call('DELETE', `${base()}/${material.id}`, { token: coTeacher.token })).body).toEqual({ status: 'success' });
    expect((await adminDb.doc(`classes/${klass.classId}/materials/${material.id}`).get()).exists).toBe(false);
    expect(await objectsUnder(folder)).toEqual([]);
    expectError(await call('DELETE', `${base()}/${material.id}`, { token: owner.token }), 404, 'material/not-found');
  });

  it('deletes a material whose upload never happened', async () => {
    const created = await create(owner, { name: 'Abandoned', file: pdfFile });
    expect((await call('DELETE', `${base()}/${created.body.material.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('GET /classes/{classId}/materials/{materialId}/download', () => {
  let material: MaterialDto;
  const everyone = () => ({ owner, coTeacher, otherTeacher, student, pending, inactive, outsider });

  beforeAll(async () => {
    material = await processedMaterial({ visibility: 'public', allow_download: true });
  });

  async function whoMayDownload(): Promise<string[]> {
    const allowed: string[] = [];
    for (const [who, user] of Object.entries(everyone())) {
      const result = await download(user, material.id);
      if (result.status === 200) allowed.push(who);
      else expectError(result, 403, 'material/download-not-allowed');
    }
    return allowed;
  }

  it('answers a token URL that serves the file, and the file name', async () => {
    const result = await download(student, material.id);
    expect(result.body).toEqual({ status: 'success', url: expect.stringContaining('?alt=media&token='), fileName: 'syllabus.pdf' });
    const response = await fetch(result.body.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('public + downloadable: any signed-in user', async () => {
    await patch(owner, material.id, { visibility: 'public', allow_download: true });
    expect(await whoMayDownload()).toEqual(Object.keys(everyone()));
  });

  it('private + downloadable: teachers and active members', async () => {
    await patch(owner, material.id, { visibility: 'private', allow_download: true });
    expect(await whoMayDownload()).toEqual(['owner', 'coTeacher', 'student']);
  });

  it('hidden: teachers only', async () => {
    await patch(owner, material.id, { visibility: 'hidden', allow_download: true });
    expect(await whoMayDownload()).toEqual(['owner', 'coTeacher']);
  });

  it('not downloadable: teachers only, whatever the visibility', async () => {
    for (const visibility of ['public', 'private', 'hidden']) {
      await patch(owner, material.id, { visibility, allow_download: false });
      expect(await whoMayDownload()).toEqual(['owner', 'coTeacher']);
    }
  });

  it('404 for unknown materials and classes, 401 without a token', async () => {
    expectError(await download(owner, 'no-such-material'), 404, 'material/not-found');
    expectError(await call('GET', `/classes/no-such-class/materials/${material.id}/download`, { token: owner.token }), 404, 'class/not-found');
    expectError(await call('GET', `${base()}/${material.id}/download`), 401, 'auth/no-token');
  });
});
