// Marketplace products over HTTP (docs/market.md): the upload flow with real bytes in the
// Storage emulator, the spec's validation messages, the listing, visibility, seller edits,
// the administrators' review and downloads.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_DOWNLOAD_SECRET, signDownload } from '@functions/domain/download-link';
import type { ErrorCode } from '@shared/errors';
import type { Pagination, ProductDetail, ProductSummary, ProductUploadTargets, ReviewResult } from '@shared/schemas/market';
import { adminDb } from '../support/admin';
import { APP_ORIGIN } from '../support/env';
import { call, expectError } from '../support/api';
import {
  objectExists, objectsUnder, pathOfDownloadUrl, PDF_HTML_EXE_POLYGLOT, SAMPLE_EXE, SAMPLE_PNG, sampleDocx, samplePdf, sampleZip, testBucket, upload,
} from '../support/files';
import { createProductDirect, type ProductOptions } from '../support/market';
import { createTestUser, type TestUser } from '../support/users';

const MB = 1024 * 1024;
const REVIEW_MESSAGE = 'Your product was submitted for review. Review takes 24 to 48 hours.';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A 1x1 GIF89a. */
const SAMPLE_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A small well-formed DOCX (a zip container with its Office parts). */
const SAMPLE_ZIP = sampleDocx();
/** What follows the first bytes in the issue's polyglot: HTML, then an executable. */
const POLYGLOT_TAIL = PDF_HTML_EXE_POLYGLOT.subarray(9);
const PLAIN_ZIP = sampleZip({ 'readme.txt': 'not a document' });
const PDF = samplePdf('Workbook');

let seller: TestUser;
let otherSeller: TestUser;
let student: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [seller, otherSeller, student, buyer, admin] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser({ userType: 'administrator' }),
  ]);
});

/** A word no other product has, to find this test's products in the shared listing. */
const marker = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

const productFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Geometry practice tests',
  description: 'Ten timed tests with worked solutions.',
  subject: 'mathematics',
  grade: 10,
  content_type: 'practice_test',
  education_level: 'high_school',
  price: 150,
  tags: ['geometry', 'triangles'],
  ...overrides,
});
const pngFile = (name = 'cover.png') => ({ name, content_type: 'image/png', size: SAMPLE_PNG.length });
const pdfFile = (size = PDF.length) => ({ name: 'tests.pdf', content_type: 'application/pdf', size });
const declaration = (files: Record<string, unknown> = {}, product: Record<string, unknown> = {}) => ({
  product: productFields(product),
  files: { preview: pngFile(), gallery: [], content: pdfFile(), ...files },
});

const declare = (user: TestUser, body: unknown) => call<{ data: ProductUploadTargets }>('POST', '/market/products', { token: user.token, body });
const complete = (user: TestUser, uploadId: string) =>
  call<{ data: ProductDetail; message: string }>('POST', `/market/uploads/${uploadId}/complete`, { token: user.token });
const detail = (user: TestUser, id: string) => call<{ data: ProductDetail }>('GET', `/market/products/${id}`, { token: user.token });
const list = (user: TestUser, query: Record<string, string | number>) =>
  call<{ data: ProductSummary[]; pagination: Pagination }>(
    'GET',
    `/market/products?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    { token: user.token },
  );
const patch = (user: TestUser, id: string, body: unknown) => call<{ data: ProductDetail }>('PATCH', `/market/products/${id}`, { token: user.token, body });
const archive = (user: TestUser, id: string) => call<{ data: ProductDetail }>('POST', `/market/products/${id}/archive`, { token: user.token });
const download = (user: TestUser, id: string) =>
  call<{ data: { url: string; file_name: string; expires_at?: string } }>('GET', `/market/products/${id}/download`, { token: user.token });
const review = (user: TestUser, body: unknown) => call<{ data: ReviewResult }>('POST', '/admin/market/products/review', { token: user.token, body });
const adminList = (user: TestUser, query: string) =>
  call<{ data: ProductDetail[]; pagination: Pagination }>('GET', `/admin/market/products?${query}`, { token: user.token });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

async function declared(user: TestUser, body: unknown): Promise<ProductUploadTargets> {
  const result = await declare(user, body);
  expect(result.status, result.text).toBe(201);
  return result.body.data;
}

const buy = (user: TestUser, productId: string) =>
  adminDb.doc(`users/${user.uid}/purchases/${productId}`).set({ order_id: `o-${randomUUID()}`, charged: 120, created_at: new Date() });

/** A download link as the browser opens it: on the app's origin. */
const fileUrl = (url: string) => new URL(url, APP_ORIGIN).href;

/** A link signed as the server does on the emulator, for a holder and expiry of our choice. */
const signedLink = (productId: string, uid: string, exp: number) =>
  fileUrl(`/api/v1/market/downloads/${productId}?uid=${uid}&exp=${exp}&sig=${signDownload({ resource: `product:${productId}`, uid, exp }, EMULATOR_DOWNLOAD_SECRET)}`);

async function expectFileError(url: string, status: number, code: ErrorCode): Promise<void> {
  const response = await fetch(url);
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(JSON.parse(text).code).toBe(code);
}

const downloadTokensOf = async (path: string): Promise<unknown> =>
  (await testBucket().file(path).getMetadata())[0].metadata?.firebaseStorageDownloadTokens ?? undefined;

const direct = (options: ProductOptions = {}) => createProductDirect({ uid: seller.uid, name: 'Test Seller' }, options);

describe('POST /market/products and POST /market/uploads/{id}/complete', () => {
  it('declares, uploads every file and creates a pending product', async () => {
    const gif = { name: 'page 2.gif', content_type: 'image/gif', size: SAMPLE_GIF.length };
    const targets = await declared(seller, declaration({ gallery: [pngFile('page/1.png'), gif] }, { title: 'Geometry  practice tests ' }));
    const session = (type: string) => ({ url: expect.stringContaining('upload_id='), method: 'PUT', headers: { 'Content-Type': type } });
    expect(targets).toEqual({
      upload_id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      uploads: { preview: session('image/png'), gallery: [session('image/png'), session('image/gif')], content: session('application/pdf') },
    });
    const id = targets.upload_id;
    const stored = await adminDb.doc(`productUploads/${id}`).get();
    expect(stored.get('seller_uid')).toBe(seller.uid);
    expect(stored.get('files.preview.path')).toBe(`products/${id}/preview/cover.png`);
    expect(stored.get('files.gallery').map((f: { path: string }) => f.path)).toEqual([
      `products/${id}/gallery/1-page_1.png`,
      `products/${id}/gallery/2-page 2.gif`,
    ]);
    expect(stored.get('files.content.path')).toBe(`products/${id}/content/tests.pdf`);

    // Nothing uploaded yet: not finished, and nothing was created.
    expectError(await complete(seller, id), 409, 'upload/not-finished');
    await upload(targets.uploads.preview, SAMPLE_PNG);
    await upload(targets.uploads.gallery[0]!, SAMPLE_PNG);
    expectError(await complete(seller, id), 409, 'upload/not-finished');
    await upload(targets.uploads.gallery[1]!, SAMPLE_GIF);
    await upload(targets.uploads.content, PDF);

    // Only the seller may complete their upload.
    expectError(await complete(otherSeller, id), 404, 'market/upload-not-found');

    const done = await complete(seller, id);
    expect(done.status, done.text).toBe(201);
    expect(done.headers.get('cache-control')).toContain('no-store');
    const image = (type: string) => ({ url: expect.stringContaining('token='), content_type: type });
    expect(done.body).toEqual({
      status: 'success',
      message: REVIEW_MESSAGE,
      data: {
        id,
        title: 'Geometry  practice tests',
        description: 'Ten timed tests with worked solutions.',
        subject: 'mathematics',
        grade: 10,
        content_type: 'practice_test',
        education_level: 'high_school',
        price: 150,
        price_band: '100_250',
        tags: ['geometry', 'triangles'],
        preview: image('image/png'),
        gallery: [image('image/png'), image('image/gif')],
        seller: { uid: seller.uid, name: 'Test User' },
        status: 'pending',
        sales_count: 0,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        content_file: { name: 'tests.pdf', content_type: 'application/pdf', size: PDF.length },
        reject_reason: null,
        reviewed_at: null,
        purchased: false,
        is_owner: true,
      },
    });
    expect(pathOfDownloadUrl(done.body.data.preview.url)).toBe(`products/${id}/preview/cover.png`);
    const previewBytes = Buffer.from(await (await fetch(done.body.data.preview.url)).arrayBuffer());
    expect(previewBytes.equals(SAMPLE_PNG)).toBe(true);

    const product = (await adminDb.doc(`products/${id}`).get()).data()!;
    expect(product).toMatchObject({
      seller_uid: seller.uid,
      status: 'pending',
      price_band: '100_250',
      reviewed_by: null,
      preview: { path: `products/${id}/preview/cover.png`, content_type: 'image/png' },
    });
    expect(product.keywords).toEqual(expect.arrayContaining(['geometry', 'practice', 'tests', 'worked', 'triangles', 'mathematics']));
    expect((await adminDb.doc(`products/${id}/private/file`).get()).data()).toEqual({ path: `products/${id}/content/tests.pdf` });
    expect((await adminDb.doc(`productUploads/${id}`).get()).exists).toBe(false);

    // Completing again answers the same product; the seller can download their own file.
    const again = await complete(seller, id);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(done.body.data);
    const file = await download(seller, id);
    expect(file.status, file.text).toBe(200);
    expect(file.body.data.file_name).toBe('tests.pdf');
    expect(Buffer.from(await (await fetch(fileUrl(file.body.data.url))).arrayBuffer()).equals(PDF)).toBe(true);
    // No permanent Storage URL reaches the content file.
    expect(await downloadTokensOf(`products/${id}/content/tests.pdf`)).toBeUndefined();
  });

  it('accepts a DOCX content file (a zip container) and GIF preview', async () => {
    const targets = await declared(seller, declaration({
      preview: { name: 'cover.gif', content_type: 'image/gif', size: SAMPLE_GIF.length },
      content: { name: 'notes.docx', content_type: DOCX, size: SAMPLE_ZIP.length },
    }));
    await upload(targets.uploads.preview, SAMPLE_GIF);
    await upload(targets.uploads.content, SAMPLE_ZIP);
    const done = await complete(seller, targets.upload_id);
    expect(done.status, done.text).toBe(201);
    expect(done.body.data.content_file).toEqual({ name: 'notes.docx', content_type: DOCX, size: SAMPLE_ZIP.length });
  });

  it('refuses files whose bytes lie about their type, deleting everything uploaded', async () => {
    const cases: { name: string; files: Record<string, unknown>; preview: Buffer; content: Buffer }[] = [
      { name: 'PNG bytes declared as PDF', files: { content: pdfFile(SAMPLE_PNG.length) }, preview: SAMPLE_PNG, content: SAMPLE_PNG },
      { name: 'an EXE declared as PDF', files: { content: pdfFile(SAMPLE_EXE.length) }, preview: SAMPLE_PNG, content: SAMPLE_EXE },
      { name: 'PDF bytes declared as a PNG preview', files: { preview: { ...pngFile(), size: PDF.length } }, preview: PDF, content: PDF },
      { name: 'a PDF larger than declared', files: { content: pdfFile(PDF.length - 10) }, preview: SAMPLE_PNG, content: PDF },
      { name: 'a PDF declared as DOCX', files: { content: { name: 'a.docx', content_type: DOCX, size: PDF.length } }, preview: SAMPLE_PNG, content: PDF },
      // Polyglots: the first bytes match, the content does not.
      { name: 'the %PDF- + HTML + MZ polyglot', files: { content: pdfFile(PDF_HTML_EXE_POLYGLOT.length) }, preview: SAMPLE_PNG, content: PDF_HTML_EXE_POLYGLOT },
      { name: 'a PDF with an executable appended', files: { content: pdfFile(PDF.length + SAMPLE_EXE.length) }, preview: SAMPLE_PNG, content: Buffer.concat([PDF, SAMPLE_EXE]) },
      { name: 'a PNG head then HTML', files: { preview: { ...pngFile(), size: 16 + POLYGLOT_TAIL.length } }, preview: Buffer.concat([SAMPLE_PNG.subarray(0, 16), POLYGLOT_TAIL]), content: PDF },
      { name: 'a zip head then HTML, declared as DOCX', files: { content: { name: 'a.docx', content_type: DOCX, size: 4 + POLYGLOT_TAIL.length } }, preview: SAMPLE_PNG, content: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), POLYGLOT_TAIL]) },
      { name: 'a plain zip declared as DOCX', files: { content: { name: 'a.docx', content_type: DOCX, size: PLAIN_ZIP.length } }, preview: SAMPLE_PNG, content: PLAIN_ZIP },
    ];
    for (const testCase of cases) {
      const targets = await declared(seller, declaration(testCase.files));
      await upload(targets.uploads.preview, testCase.preview);
      await upload(targets.uploads.content, testCase.content);
      const id = targets.upload_id;
      expect(await objectsUnder(`products/${id}/`), testCase.name).toHaveLength(2);
      const refused = await complete(seller, id);
      expectError(refused, 422, 'upload/invalid-file');
      expect(refused.body.message).toBe('Please upload a valid file');
      expect(await objectsUnder(`products/${id}/`), testCase.name).toEqual([]);
      expect((await adminDb.doc(`products/${id}`).get()).exists, testCase.name).toBe(false);
      // The upload stays refused.
      expectError(await complete(seller, id), 422, 'upload/invalid-file');
    }
  });

  it("answers the spec's messages for bad declarations, before any session", async () => {
    const before = (await adminDb.collection('productUploads').where('seller_uid', '==', seller.uid).get()).size;
    const refuse = async (body: unknown, status: number, code: Parameters<typeof expectError>[2], message?: string) => {
      const result = await declare(seller, body);
      expectError(result, status, code);
      if (message) expect(result.body.message).toBe(message);
    };
    await refuse(declaration({ preview: { ...pngFile(), size: 2 * MB } }), 413, 'market/preview-too-large', 'Preview image size must be less than 2MB');
    await refuse(declaration({ preview: { ...pngFile(), size: 3 * MB } }), 413, 'market/preview-too-large', 'Preview image size must be less than 2MB');
    await refuse(declaration({ content: undefined }), 400, 'market/content-required', 'Please upload a content file');
    await refuse(declaration({ content: null }), 400, 'market/content-required', 'Please upload a content file');
    await refuse(
      declaration({ content: { name: 'setup.exe', content_type: 'application/x-msdownload', size: 1000 } }),
      415,
      'market/content-type',
      'Please upload a PDF, DOCX, PPTX, or ZIP file',
    );
    await refuse(declaration({ content: { name: 'old.doc', content_type: 'application/msword', size: 1000 } }), 415, 'market/content-type');
    await refuse(declaration({ content: pdfFile(50 * MB + 1) }), 413, 'market/content-too-large');
    await refuse(declaration({ gallery: Array.from({ length: 6 }, (_, i) => pngFile(`g${i}.png`)) }), 400, 'market/gallery-too-many');
    await refuse(declaration({ gallery: [{ ...pngFile(), size: 2 * MB }] }), 413, 'market/gallery-too-large');
    await refuse(declaration({ gallery: [{ name: 'a.webp', content_type: 'image/webp', size: 10 }] }), 415, 'market/image-type');
    await refuse(declaration({ preview: { name: 'a.bmp', content_type: 'image/bmp', size: 10 } }), 415, 'market/image-type');
    await refuse(declaration({ preview: undefined }), 400, 'market/preview-required');
    for (const price of [-1, 1.5, 100_001, 1e12, '10', null]) {
      await refuse(declaration({}, { price }), 400, 'market/invalid-price');
    }
    for (const grade of [6, 13, 9.5, '9']) {
      await refuse(declaration({}, { grade }), 400, 'market/invalid-grade');
    }
    await refuse(declaration({}, { title: '' }), 400, 'validation/all-fields-required');
    await refuse(declaration({}, { subject: 'astrology' }), 400, 'validation/all-fields-required');
    await refuse(declaration({}, { content_type: 'novel' }), 400, 'validation/all-fields-required');
    await refuse(declaration({}, { education_level: 'kindergarten' }), 400, 'validation/all-fields-required');
    await refuse(declaration({}, { tags: 'algebra' }), 400, 'validation/invalid-input');
    await refuse(declaration({}, { status: 'approved' }), 400, 'validation/invalid-input');
    await refuse(declaration({}, { seller_uid: student.uid }), 400, 'validation/invalid-input');
    await refuse({ ...declaration(), price: 0 }, 400, 'validation/invalid-input');
    await refuse(declaration({ preview: { ...pngFile(), path: 'products/x/preview/a.png' } }), 400, 'validation/invalid-input');
    await refuse(declaration({ content: { ...pdfFile(), size: -5 } }), 400, 'validation/invalid-input');
    expectError(await call('POST', '/market/products', { token: seller.token, rawBody: '[1]' }), 415, 'validation/unsupported-media-type');
    // The functions framework refuses broken JSON itself, before the app sees it: a plain 400.
    expect((await call('POST', '/market/products', { token: seller.token, rawBody: '{"product":' })).status).toBe(400);
    const after = (await adminDb.collection('productUploads').where('seller_uid', '==', seller.uid).get()).size;
    expect(after).toBe(before);

    // At the limits: a preview and five gallery images just under 2MB, 50MB, prices 0 and 100000, grades 7 and 12.
    const edge = declaration(
      { preview: { ...pngFile(), size: 2 * MB - 1 }, gallery: Array.from({ length: 5 }, (_, i) => ({ ...pngFile(`g${i}.png`), size: 2 * MB - 1 })), content: pdfFile(50 * MB) },
      { price: 100_000, grade: 12 },
    );
    expect((await declare(seller, edge)).status).toBe(201);
    expect((await declare(seller, declaration({}, { price: 0, grade: 7 }))).status).toBe(201);
  });

  it('lets only teachers sell, and only signed in', async () => {
    const byStudent = await declare(student, declaration());
    expectError(byStudent, 403, 'market/sellers-only');
    expect(byStudent.body.message).toBe('Only teachers can sell content.');
    expectError(await declare(student, {}), 403, 'market/sellers-only');
    expectError(await declare(admin, declaration()), 403, 'market/sellers-only');
    expectError(await call('POST', '/market/products', { body: declaration() }), 401, 'auth/no-token');
    expectError(await call('POST', '/market/products', { token: 'not-a-token', body: declaration() }), 401, 'auth/not-authenticated');
    expectError(await complete(seller, 'no-such-upload'), 404, 'market/upload-not-found');
    expectError(await complete(seller, 'bad.id'), 404, 'market/upload-not-found');
  });
});

describe('GET /market/products', () => {
  it('lists only approved products, with every filter', async () => {
    const tag = marker();
    const approved = await direct({ tags: [tag], subject: 'physics', grade: 11, content_type: 'textbook', education_level: 'high_school' });
    const other = await direct({ tags: [tag], subject: 'mathematics', grade: 9, content_type: 'workbook' });
    for (const status of ['pending', 'rejected', 'archived'] as const) await direct({ tags: [tag], status });

    const all = await list(buyer, { search: tag });
    expect(all.status, all.text).toBe(200);
    expect(all.headers.get('cache-control')).toContain('no-store');
    expect(ids(all.body.data)).toEqual([other.productId, approved.productId]); // newest first
    expect(all.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 2, itemsPerPage: 12 });
    expect(all.body.data[0]).toEqual({
      id: other.productId,
      title: 'Algebra workbook',
      description: 'Exercises with answers.',
      subject: 'mathematics',
      grade: 9,
      content_type: 'workbook',
      education_level: 'secondary_school',
      price: 120,
      price_band: '100_250',
      tags: [tag],
      preview: { url: 'http://127.0.0.1/preview.png', content_type: 'image/png' },
      seller: { uid: seller.uid, name: 'Test Seller' },
      status: 'approved',
      sales_count: 0,
      created_at: expect.any(String),
    });
    // Summaries never carry the content file, keywords or paths.
    expect(all.text).not.toContain('private');
    expect(all.text).not.toContain('keywords');

    const only = async (query: Record<string, string | number>) => ids((await list(buyer, { search: tag, ...query })).body.data);
    expect(await only({ subject: 'physics' })).toEqual([approved.productId]);
    expect(await only({ grade: 9 })).toEqual([other.productId]);
    expect(await only({ content_type: 'textbook' })).toEqual([approved.productId]);
    expect(await only({ education_level: 'secondary_school' })).toEqual([other.productId]);
    expect(await only({ subject: 'physics', grade: 9 })).toEqual([]);
  });

  it('puts prices in the right band at the edges, and sorts by price', async () => {
    const tag = marker();
    const byPrice: Record<number, string> = {};
    for (const price of [0, 99, 100, 250, 251, 500, 501]) byPrice[price] = (await direct({ tags: [tag], price })).productId;
    const band = async (price_band: string) => ids((await list(buyer, { search: tag, price_band, sort: 'price_asc' })).body.data);
    expect(await band('under_100')).toEqual([byPrice[0], byPrice[99]]);
    expect(await band('100_250')).toEqual([byPrice[100], byPrice[250]]);
    expect(await band('250_500')).toEqual([byPrice[251], byPrice[500]]);
    expect(await band('over_500')).toEqual([byPrice[501]]);
    const desc = await list(buyer, { search: tag, sort: 'price_desc' });
    expect(desc.body.data.map((p) => p.price)).toEqual([501, 500, 251, 250, 100, 99, 0]);
  });

  it('searches titles and tags in English and Arabic, ignoring case and diacritics', async () => {
    const tag = marker();
    const arabic = await direct({ title: 'كتاب الرِّياضيات للصف التاسع', tags: [tag, 'جبر'] });
    const english = await direct({ title: 'Chemistry Lab Notes', tags: [tag, 'Experiments'], subject: 'chemistry' });
    const found = async (search: string) => ids((await list(buyer, { search: `${tag} ${search}` })).body.data);
    expect(await found('CHEMISTRY lab')).toEqual([english.productId]);
    expect(await found('experim')).toEqual([english.productId]);
    expect(await found('الرياضيات')).toEqual([arabic.productId]);
    expect(await found('رياضيات')).toEqual([arabic.productId]);
    expect(await found('كتـاب التاسع')).toEqual([arabic.productId]);
    expect(await found('جَبر')).toEqual([arabic.productId]);
    expect(await found('mathematics')).toEqual([arabic.productId]); // the subject
    expect(await found('physics')).toEqual([]);
    expect(ids((await list(buyer, { search: tag })).body.data)).toHaveLength(2);
  });

  it('pages (12 by default) and refuses bad queries', async () => {
    const tag = marker();
    for (let i = 0; i < 13; i++) await direct({ tags: [tag], price: i });
    const first = await list(buyer, { search: tag });
    expect(first.body.data).toHaveLength(12);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 13, itemsPerPage: 12 });
    const second = await list(buyer, { search: tag, page: 2 });
    expect(second.body.data.map((p) => p.price)).toEqual([0]);
    expect((await list(buyer, { search: tag, page: 3 })).body.data).toEqual([]);
    const small = await list(buyer, { search: tag, limit: 5, page: 3, sort: 'price_asc' });
    expect(small.body.data.map((p) => p.price)).toEqual([10, 11, 12]);
    expect(small.body.pagination).toEqual({ currentPage: 3, totalPages: 3, totalItems: 13, itemsPerPage: 5 });

    expect((await list(buyer, { grade: 6 })).status).toBe(400);
    expect((await list(buyer, { price_band: 'cheap' })).status).toBe(400);
    expect((await list(buyer, { sort: 'random' })).status).toBe(400);
    expect((await list(buyer, { limit: 1000 })).status).toBe(400);
    expect((await list(buyer, { page: 0 })).status).toBe(400);
    expect((await call('GET', '/market/products?grade=9&grade=10', { token: buyer.token })).status).toBe(400);
    expectError(await call('GET', '/market/products'), 401, 'auth/no-token');
  });
});

describe('GET /market/products/{id}', () => {
  it('shows approved products to anyone signed in, others only to the seller and administrators', async () => {
    const approved = await direct();
    const pending = await direct({ status: 'pending' });

    const seen = await detail(buyer, approved.productId);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id: approved.productId, status: 'approved', purchased: false, is_owner: false, gallery: [] });
    expect(seen.text).not.toContain(approved.contentPath);

    expectError(await detail(buyer, pending.productId), 404, 'market/not-found');
    expectError(await detail(otherSeller, pending.productId), 404, 'market/not-found');
    expect((await detail(seller, pending.productId)).body.data).toMatchObject({ status: 'pending', is_owner: true });
    expect((await detail(admin, pending.productId)).body.data).toMatchObject({ status: 'pending', is_owner: false });

    await buy(buyer, approved.productId);
    expect((await detail(buyer, approved.productId)).body.data.purchased).toBe(true);
    expectError(await detail(buyer, 'p-missing'), 404, 'market/not-found');
    expectError(await detail(buyer, 'bad.id'), 404, 'market/not-found');
    expectError(await call('GET', `/market/products/${approved.productId}`), 401, 'auth/no-token');
  });
});

describe('seller edits and archive', () => {
  it('lets the seller edit their pending product, recomputing search and band', async () => {
    const pending = await direct({ status: 'pending', price: 50, tags: ['algebra', 'equations'] });
    const result = await patch(seller, pending.productId, { title: 'Trigonometry drills', price: 300 });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ title: 'Trigonometry drills', price: 300, price_band: '250_500', tags: ['algebra', 'equations'], status: 'pending' });
    const stored = (await adminDb.doc(`products/${pending.productId}`).get()).data()!;
    expect(stored.keywords).toEqual(expect.arrayContaining(['trigonometry', 'drills', 'algebra', 'equations']));
    expect(stored.keywords).not.toContain('workbook');
    expect(stored.price_band).toBe('250_500');

    expect((await patch(seller, pending.productId, { tags: [] })).body.data.tags).toEqual([]);
    expectError(await patch(seller, pending.productId, {}), 400, 'validation/all-fields-required');
    expectError(await patch(seller, pending.productId, { price: -1 }), 400, 'market/invalid-price');
    expectError(await patch(seller, pending.productId, { grade: 13 }), 400, 'market/invalid-grade');
    expectError(await patch(seller, pending.productId, { status: 'approved' }), 400, 'validation/invalid-input');
    expectError(await patch(seller, pending.productId, { sales_count: 100 }), 400, 'validation/invalid-input');
  });

  it("refuses other sellers' products (403) and reviewed products (409)", async () => {
    const pending = await direct({ status: 'pending' });
    const approved = await direct();
    const notOwner = await patch(otherSeller, pending.productId, { title: 'Mine now' });
    expectError(notOwner, 403, 'market/not-owner');
    expectError(await patch(admin, pending.productId, { title: 'Admin edit' }), 403, 'market/not-owner');
    expectError(await patch(seller, approved.productId, { title: 'Changed' }), 409, 'market/not-editable');
    expectError(await patch(seller, 'p-missing', { title: 'x' }), 404, 'market/not-found');
    expect((await adminDb.doc(`products/${pending.productId}`).get()).get('title')).toBe('Algebra workbook');
  });

  it('lets the seller archive their own product; it leaves the listing', async () => {
    const tag = marker();
    const approved = await direct({ tags: [tag] });
    expectError(await archive(otherSeller, approved.productId), 403, 'market/not-owner');
    const done = await archive(seller, approved.productId);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.status).toBe('archived');
    expect((await archive(seller, approved.productId)).body.data.status).toBe('archived');
    expect((await list(buyer, { search: tag })).body.data).toEqual([]);
    expectError(await detail(buyer, approved.productId), 404, 'market/not-found');
    expectError(await archive(seller, 'p-missing'), 404, 'market/not-found');
  });

  it('GET /market/seller/products lists every product of the caller, newest first', async () => {
    const own = await createTestUser({ userType: 'teacher' });
    const first = await createProductDirect(own, { status: 'pending' });
    const second = await createProductDirect(own, { status: 'rejected' });
    const third = await createProductDirect(own);
    await direct();
    const result = await call<{ data: ProductDetail[] }>('GET', '/market/seller/products', { token: own.token });
    expect(result.status).toBe(200);
    expect(ids(result.body.data)).toEqual([third.productId, second.productId, first.productId]);
    expect(result.body.data.every((p) => p.is_owner)).toBe(true);
    expect((await call<{ data: ProductDetail[] }>('GET', '/market/seller/products', { token: student.token })).body.data).toEqual([]);
  });
});

describe('/admin/market/products', () => {
  it('lists products by status for administrators only', async () => {
    const pending = await Promise.all([direct({ status: 'pending' }), direct({ status: 'pending' })]);
    const result = await adminList(admin, 'status=pending&limit=48');
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.every((p) => p.status === 'pending')).toBe(true);
    expect(result.body.pagination.totalItems).toBeGreaterThanOrEqual(2);
    expect(result.body.pagination.itemsPerPage).toBe(48);
    const defaults = await adminList(admin, '');
    expect(defaults.body.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 12 });
    const small = await adminList(admin, 'status=pending&limit=1&page=2');
    expect(small.body.data).toHaveLength(1);
    expect(small.body.pagination.totalPages).toBe(small.body.pagination.totalItems);
    const everything: ProductDetail[] = [];
    for (let page = 1; page <= result.body.pagination.totalPages; page++) everything.push(...(await adminList(admin, `status=pending&limit=48&page=${page}`)).body.data);
    expect(ids(everything)).toEqual(expect.arrayContaining(pending.map((p) => p.productId)));
    expect((await adminList(admin, 'status=deleted')).status).toBe(400);
    expect((await adminList(admin, 'status=approved&page=1000')).body.data).toEqual([]);

    const denied = await adminList(seller, 'status=pending');
    expectError(denied, 403, 'market/admins-only');
    expectError(await adminList(student, ''), 403, 'market/admins-only');
    expectError(await call('GET', '/admin/market/products'), 401, 'auth/no-token');
  });

  it('approves, rejects with a reason and archives in bulk, skipping what cannot move', async () => {
    const [a, b, approved, rejected, archived] = await Promise.all([
      direct({ status: 'pending' }),
      direct({ status: 'pending' }),
      direct(),
      direct({ status: 'rejected' }),
      direct({ status: 'archived' }),
    ]);
    const approve = await review(admin, { product_ids: [a.productId, approved.productId, 'p-missing', a.productId], action: 'approve' });
    expect(approve.status, approve.text).toBe(200);
    expect(approve.body.data).toEqual({
      updated: [a.productId],
      skipped: [
        { id: approved.productId, reason: 'invalid-transition' },
        { id: 'p-missing', reason: 'not-found' },
      ],
    });
    const approvedDoc = (await adminDb.doc(`products/${a.productId}`).get()).data()!;
    expect(approvedDoc).toMatchObject({ status: 'approved', reviewed_by: admin.uid, reject_reason: null });
    expect(approvedDoc.reviewed_at.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await detail(buyer, a.productId)).status).toBe(200);

    const noReason = await review(admin, { product_ids: [b.productId], action: 'reject' });
    expectError(noReason, 400, 'market/reject-reason-required');
    expect(noReason.body.message).toBe('Please give a reason for the rejection.');
    expectError(await review(admin, { product_ids: [b.productId], action: 'reject', reason: '  ' }), 400, 'market/reject-reason-required');

    const reject = await review(admin, { product_ids: [b.productId, approved.productId, rejected.productId], action: 'reject', reason: 'The preview is blurry.' });
    expect(reject.body.data).toEqual({ updated: [b.productId, approved.productId], skipped: [{ id: rejected.productId, reason: 'invalid-transition' }] });
    const seen = await detail(seller, b.productId);
    expect(seen.body.data).toMatchObject({ status: 'rejected', reject_reason: 'The preview is blurry.', reviewed_at: expect.any(String) });
    expectError(await detail(buyer, approved.productId), 404, 'market/not-found');

    const archive = await review(admin, { product_ids: [rejected.productId, archived.productId, b.productId], action: 'archive' });
    expect(archive.body.data).toEqual({ updated: [rejected.productId, b.productId], skipped: [{ id: archived.productId, reason: 'invalid-transition' }] });
    expect((await adminDb.doc(`products/${b.productId}`).get()).data()).toMatchObject({ status: 'archived', reject_reason: 'The preview is blurry.' });
  });

  it('refuses bad review requests and non-administrators', async () => {
    const pending = await direct({ status: 'pending' });
    expectError(await review(admin, { product_ids: [], action: 'approve' }), 400, 'validation/invalid-input');
    expectError(await review(admin, { product_ids: [pending.productId], action: 'delete' }), 400, 'validation/invalid-input');
    expectError(await review(admin, { product_ids: ['a/b'], action: 'approve' }), 400, 'validation/invalid-input');
    expectError(await review(admin, { product_ids: [pending.productId], action: 'approve', extra: 1 }), 400, 'validation/invalid-input');
    expectError(await review(admin, { product_ids: Array.from({ length: 101 }, (_, i) => `p${i}`), action: 'archive' }), 400, 'validation/invalid-input');
    expectError(await review(seller, { product_ids: [pending.productId], action: 'approve' }), 403, 'market/admins-only');
    expectError(await review(buyer, { product_ids: [pending.productId], action: 'approve' }), 403, 'market/admins-only');
    expect((await adminDb.doc(`products/${pending.productId}`).get()).get('status')).toBe('pending');
  });
});

describe('GET /market/products/{id}/download', () => {
  it('gives buyers, the seller and administrators a short-lived link of their own; others are refused', async () => {
    const product = await direct({ withFile: true, title: 'Geometry workbook' });
    // A token left on the file by the old permanent links is removed on the next download.
    await testBucket().file(product.contentPath).setMetadata({ metadata: { firebaseStorageDownloadTokens: randomUUID() } });
    expectError(await download(buyer, product.productId), 403, 'market/not-purchased');
    expect((await download(buyer, product.productId)).body.message).toBe('Buy this product to download it.');

    await buy(buyer, product.productId);
    const result = await download(buyer, product.productId);
    expect(result.status, result.text).toBe(200);
    expect(result.headers.get('cache-control')).toContain('no-store');
    expect(result.body.data).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/v1/market/downloads/${product.productId}\\?uid=${buyer.uid}&exp=\\d+&sig=`)),
      file_name: 'workbook.pdf',
      expires_at: expect.any(String),
    });
    const expiresIn = Date.parse(String(result.body.data.expires_at)) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    const link = fileUrl(result.body.data.url);
    expect(link).not.toContain('token=');

    // The buyer's link streams the file, named after the product, never cached.
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Geometry workbook.pdf"; filename*=UTF-8''Geometry%20workbook.pdf`);
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(samplePdf('Workbook'))).toBe(true);
    expect(await downloadTokensOf(product.contentPath)).toBeUndefined();

    // The link is the buyer's: naming someone else in it breaks the signature.
    const forged = new URL(link);
    forged.searchParams.set('uid', otherSeller.uid);
    await expectFileError(forged.href, 403, 'market/link-invalid');
    await expectFileError(link.replace(/sig=[^&]+/, 'sig=AAAA'), 403, 'market/link-invalid');
    await expectFileError(link.replace(/\/downloads\/[^?]+/, '/downloads/p-other'), 403, 'market/link-invalid');
    // A non-buyer's own link (signed for them) is refused too.
    await expectFileError(signedLink(product.productId, otherSeller.uid, Date.now() + 60_000), 403, 'market/not-purchased');
    // An expired link is refused.
    await expectFileError(signedLink(product.productId, buyer.uid, Date.now() - 1000), 410, 'market/link-expired');

    expect((await download(seller, product.productId)).status).toBe(200);
    const adminLink = await download(admin, product.productId);
    expect(adminLink.status).toBe(200);
    expect((await fetch(fileUrl(adminLink.body.data.url))).status).toBe(200);
    expectError(await download(otherSeller, product.productId), 403, 'market/not-purchased');

    // Buyers keep their access when the product leaves the market.
    await adminDb.doc(`products/${product.productId}`).update({ status: 'archived' });
    expect((await download(buyer, product.productId)).status).toBe(200);
    expect((await fetch(link)).status).toBe(200);
    expect((await detail(buyer, product.productId)).body.data).toMatchObject({ status: 'archived', purchased: true });
    expectError(await download(otherSeller, product.productId), 404, 'market/not-found');
    expectError(await download(buyer, 'p-missing'), 404, 'market/not-found');

    // A revoked (refunded) purchase ends access at once, even with a fresh link.
    await adminDb.doc(`users/${buyer.uid}/purchases/${product.productId}`).update({ status: 'refunded' });
    await expectFileError(link, 404, 'market/not-found');
    await adminDb.doc(`products/${product.productId}`).update({ status: 'approved' });
    await expectFileError(link, 403, 'market/not-purchased');
    expectError(await download(buyer, product.productId), 403, 'market/not-purchased');
    expect(await objectExists(product.contentPath)).toBe(true);
  });

  it('never hands out a pending product to others', async () => {
    const pending = await direct({ status: 'pending', withFile: true });
    expectError(await download(buyer, pending.productId), 404, 'market/not-found');
    expect((await download(seller, pending.productId)).status).toBe(200);
  });
});
