// Huda's PDFs (docs/assessments.md 4, "PDFs"): real PDFs made here with pdfkit go through an
// upload session, completion reads their text page by page, and a question about one gets an
// answer (from the local chat-completions server) that cites the right page.
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HudaAskResult, HudaConversation } from '@shared/schemas/huda';
import type { CreatedHudaDocument, HudaDocument } from '@shared/schemas/huda-documents';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { objectExists, PDF_HTML_EXE_POLYGLOT, SAMPLE_PNG, upload } from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

/** A real PDF: one page per entry, its text, or (a scan) only an image. */
function makePdf(pages: ReadonlyArray<string | 'image'>): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(90);
  for (const page of pages) {
    doc.addPage();
    if (page === 'image') doc.image(PNG.sync.write(png), 50, 50, { width: 300 });
    else doc.fontSize(14).text(page);
  }
  doc.end();
  return done;
}

const BOOK = [
  'Chapter one: the water cycle. Evaporation lifts water from oceans into clouds.',
  'Chapter two: photosynthesis. Chloroplasts turn sunlight into chemical energy for plants.',
  'Chapter three: volcanoes. Magma rises through the crust and erupts as lava.',
];

let owner: TestUser;
let other: TestUser;
let book: HudaDocument;

const base = '/huda/documents';

async function create(user: TestUser, file: { name: string; size: number; content_type?: string }) {
  return call<{ data: CreatedHudaDocument }>('POST', base, { token: user.token, body: { content_type: 'application/pdf', ...file } });
}

/** Announces, uploads and completes a file; answers the completion call. */
async function uploadPdf(user: TestUser, bytes: Buffer, name = 'notes.pdf') {
  const created = await create(user, { name, size: bytes.length });
  expect(created.status, created.text).toBe(201);
  await upload(created.body.data.upload, bytes);
  const completed = await call<{ data: HudaDocument }>('POST', `${base}/${created.body.data.document.id}/complete`, { token: user.token });
  return { id: created.body.data.document.id, completed };
}

beforeAll(async () => {
  [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
  const { completed } = await uploadPdf(owner, await makePdf(BOOK), 'science.pdf');
  expect(completed.status, completed.text).toBe(200);
  book = completed.body.data;
});

describe('uploading a PDF', () => {
  it('hands out an upload session for huda/{uid}/{id}.pdf and a document that is uploading', async () => {
    const created = await create(owner, { name: 'draft.pdf', size: 1234 });
    expect(created.status, created.text).toBe(201);
    const { document, upload: target } = created.body.data;
    expect(document).toMatchObject({ uid: owner.uid, name: 'draft.pdf', size: 1234, status: 'uploading', pages: 0, error_code: null });
    expect(target).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'application/pdf' } });
    expect(decodeURIComponent(target.url)).toContain(`huda/${owner.uid}/${document.id}.pdf`);
  });

  it('reads the text page by page and marks the document ready', async () => {
    expect(book).toMatchObject({ uid: owner.uid, name: 'science.pdf', pages: 3, text_pages: 3, status: 'ready', error_code: null });
    expect(book.ready_at).toEqual(expect.any(String));
    const pages = await adminDb.collection(`hudaDocuments/${book.id}/pages`).get();
    const byPage = Object.fromEntries(pages.docs.map((doc) => [doc.id, doc.data()]));
    expect(Object.keys(byPage).sort()).toEqual(['1', '2', '3']);
    // pdfkit wraps long lines: compare the words.
    BOOK.forEach((text, i) => expect({ ...byPage[String(i + 1)], text: String(byPage[String(i + 1)]?.text).replace(/\s+/g, ' ') }).toEqual({ page: i + 1, text }));
  });

  it('answers the same document when completed again', async () => {
    const again = await call<{ data: HudaDocument }>('POST', `${base}/${book.id}/complete`, { token: owner.token });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toEqual(book);
  });

  it('completes once when two completions race', async () => {
    const pdf = await makePdf(['race one', 'race two']);
    const created = await create(owner, { name: 'race.pdf', size: pdf.length });
    await upload(created.body.data.upload, pdf);
    const path = `${base}/${created.body.data.document.id}/complete`;
    const results = await Promise.all([1, 2].map(() => call<{ data: HudaDocument }>('POST', path, { token: owner.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.data).toEqual(results[1]!.body.data);
    expect(results[0]!.body.data).toMatchObject({ status: 'ready', pages: 2, text_pages: 2 });
  });

  it('marks a scanned PDF (images, no text) no-text', async () => {
    const { id, completed } = await uploadPdf(owner, await makePdf(['image', 'image']), 'scan.pdf');
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.data).toMatchObject({ pages: 2, text_pages: 0, status: 'no-text' });
    expect((await adminDb.collection(`hudaDocuments/${id}/pages`).get()).size).toBe(0);
  });

  it('refuses a non-PDF named .pdf and a PDF head on other content: deleted, 422, and again on a retry', async () => {
    for (const bytes of [SAMPLE_PNG, PDF_HTML_EXE_POLYGLOT]) {
      const { id, completed } = await uploadPdf(owner, bytes, 'fake.pdf');
      expectError(completed, 422, 'huda/pdf-invalid');
      expect(await objectExists(`huda/${owner.uid}/${id}.pdf`)).toBe(false);
      const stored = await call<{ data: HudaDocument }>('GET', `${base}/${id}`, { token: owner.token });
      expect(stored.body.data).toMatchObject({ status: 'failed', error_code: 'huda/pdf-invalid' });
      expectError(await call('POST', `${base}/${id}/complete`, { token: owner.token }), 422, 'huda/pdf-invalid');
    }
  });

  it('refuses a file whose size differs from the declared one', async () => {
    const pdf = await makePdf(['short']);
    const created = await create(owner, { name: 'x.pdf', size: pdf.length + 10 });
    await upload(created.body.data.upload, pdf);
    expectError(await call('POST', `${base}/${created.body.data.document.id}/complete`, { token: owner.token }), 422, 'huda/pdf-invalid');
  });

  it('says the upload is not finished before the bytes arrive', async () => {
    const created = await create(owner, { name: 'later.pdf', size: 100 });
    expectError(await call('POST', `${base}/${created.body.data.document.id}/complete`, { token: owner.token }), 409, 'upload/not-finished');
  });

  it('refuses more than 300 pages', async () => {
    const { completed } = await uploadPdf(owner, await makePdf(Array.from({ length: 301 }, (_, i) => `p${i + 1}`)), 'long.pdf');
    expectError(completed, 422, 'huda/pdf-too-many-pages');
  });

  it('refuses a declared size over 10 MB (413) and other types (415) before any session', async () => {
    expectError(await create(owner, { name: 'big.pdf', size: 10 * 1024 * 1024 + 1 }), 413, 'huda/pdf-too-large');
    expectError(await create(owner, { name: 'photo.png', size: 100, content_type: 'image/png' }), 415, 'huda/pdf-only');
    expectError(await create(owner, { name: 'x.pdf', size: 100, content_type: 'text/html' }), 415, 'huda/pdf-only');
    expectError(await create(owner, { name: '', size: 100 }), 400, 'upload/file-required');
  });
});

describe('reading and deleting', () => {
  it('lists only the caller\u2019s documents, newest first', async () => {
    const mine = await call<{ data: HudaDocument[] }>('GET', base, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.every((doc) => doc.uid === owner.uid)).toBe(true);
    expect(mine.body.data.map((doc) => doc.id)).toContain(book.id);
    const created = mine.body.data.map((doc) => doc.created_at ?? '');
    expect([...created].sort().reverse()).toEqual(created);
    expect((await call<{ data: HudaDocument[] }>('GET', base, { token: other.token })).body.data).toEqual([]);
  });

  it('hides another user\u2019s document (404) from every call', async () => {
    expectError(await call('GET', `${base}/${book.id}`, { token: other.token }), 404, 'huda/document-not-found');
    expectError(await call('POST', `${base}/${book.id}/complete`, { token: other.token }), 404, 'huda/document-not-found');
    expectError(await call('DELETE', `${base}/${book.id}`, { token: other.token }), 404, 'huda/document-not-found');
    expectError(await call('GET', `${base}/no-such-document`, { token: owner.token }), 404, 'huda/document-not-found');
    expect((await call('GET', base)).status).toBe(401);
  });

  it('deletes the file, the pages and the link of its conversations', async () => {
    const { id } = await uploadPdf(owner, await makePdf(['Delete me: page one', 'page two']), 'gone.pdf');
    const conversation = await call<{ data: HudaConversation }>('POST', '/huda/conversations', {
      token: owner.token,
      body: { title: 'About gone.pdf', document_id: id },
    });
    expect(conversation.status, conversation.text).toBe(201);
    const deleted = await call<{ data: { id: string } }>('DELETE', `${base}/${id}`, { token: owner.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data).toEqual({ id });
    expect(await objectExists(`huda/${owner.uid}/${id}.pdf`)).toBe(false);
    expect((await adminDb.doc(`hudaDocuments/${id}`).get()).exists).toBe(false);
    expect((await adminDb.collection(`hudaDocuments/${id}/pages`).get()).size).toBe(0);
    expect((await adminDb.doc(`hudaConversations/${conversation.body.data.id}`).get()).get('document_id')).toBeNull();
    expectError(await call('GET', `${base}/${id}`, { token: owner.token }), 404, 'huda/document-not-found');
  });
});

describe('asking Huda about a PDF', () => {
  async function ask(user: TestUser, documentId: string, text: string, language: 'ar' | 'en' = 'en') {
    const conversation = await call<{ data: HudaConversation }>('POST', '/huda/conversations', {
      token: user.token,
      body: { language, document_id: documentId },
    });
    expect(conversation.status, conversation.text).toBe(201);
    const messageId = `m-${crypto.randomUUID()}`;
    return call<{ data: HudaAskResult }>('POST', `/huda/conversations/${conversation.body.data.id}/messages`, {
      token: user.token,
      body: { message_id: messageId, text, language },
    });
  }

  it('answers from the best-matching page and cites it', async () => {
    const answered = await ask(owner, book.id, 'How do chloroplasts use sunlight in photosynthesis?');
    expect(answered.status, answered.text).toBe(201);
    const { answer } = answered.body.data;
    expect(answer.status).toBe('done');
    expect(answer.content).toContain('page 2');
    expect(answer.citations).toEqual([2]);
  });

  it('cites in Arabic too', async () => {
    const answered = await ask(owner, book.id, 'اشرح volcanoes و magma', 'ar');
    expect(answered.status, answered.text).toBe(201);
    expect(answered.body.data.answer.citations).toEqual([3]);
  });

  it('says a scanned PDF has no text', async () => {
    const { id } = await uploadPdf(owner, await makePdf(['image']), 'scan2.pdf');
    const conversation = await call<{ data: HudaConversation }>('POST', '/huda/conversations', { token: owner.token, body: { document_id: id } });
    const asked = await call('POST', `/huda/conversations/${conversation.body.data.id}/messages`, {
      token: owner.token,
      body: { message_id: `m-${crypto.randomUUID()}`, text: 'What is this about?' },
    });
    expectError(asked, 422, 'huda/pdf-no-text');
  });

  it('cannot attach another user\u2019s PDF to a conversation', async () => {
    const conversation = await call('POST', '/huda/conversations', { token: other.token, body: { document_id: book.id } });
    expectError(conversation, 404, 'huda/document-not-found');
  });
});

describe('the document limit', () => {
  it('refuses a 51st document (409)', async () => {
    const collector = await createTestUser();
    const batch = adminDb.batch();
    for (let i = 0; i < 50; i += 1) {
      batch.set(adminDb.collection('hudaDocuments').doc(), { uid: collector.uid, name: `n${i}.pdf`, size: 10, status: 'failed', created_at: new Date() });
    }
    await batch.commit();
    expectError(await create(collector, { name: 'one-more.pdf', size: 100 }), 409, 'huda/too-many-documents');
    expect((await call<{ data: HudaDocument[] }>('GET', base, { token: collector.token })).body.data).toHaveLength(50);
  });
});
