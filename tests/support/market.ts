// Marketplace documents made directly with the admin SDK, in the shape docs/market.md
// describes, for tests that need products or purchases without the upload flow.
import { randomUUID } from 'node:crypto';
import { priceBandOf } from '@functions/domain/market-pricing';
import type { ProductStatus } from '@shared/schemas/market';
import { adminDb } from './admin';
import { testBucket } from './files';
import { samplePdf } from './files';

export interface TestProduct {
  productId: string;
  sellerUid: string;
  price: number;
  contentPath: string;
}

export interface ProductOptions {
  title?: string;
  price?: number;
  status?: ProductStatus;
  subject?: string;
  grade?: number;
  content_type?: string;
  education_level?: string;
  tags?: string[];
  /** Also store a real content PDF in the Storage emulator (for download tests). */
  withFile?: boolean;
}

export async function createProductDirect(seller: { uid: string; name?: string }, options: ProductOptions = {}): Promise<TestProduct> {
  const productId = `p-${randomUUID()}`;
  const price = options.price ?? 120;
  const title = options.title ?? 'Algebra workbook';
  const contentPath = `products/${productId}/content/workbook.pdf`;
  const now = new Date();
  if (options.withFile) {
    await testBucket().file(contentPath).save(samplePdf('Workbook'), { contentType: 'application/pdf' });
  }
  await adminDb.doc(`products/${productId}`).set({
    seller_uid: seller.uid,
    seller_name: seller.name ?? 'Test Seller',
    title,
    description: 'Exercises with answers.',
    subject: options.subject ?? 'mathematics',
    grade: options.grade ?? 9,
    content_type: options.content_type ?? 'workbook',
    education_level: options.education_level ?? 'secondary_school',
    price,
    price_band: priceBandOf(price),
    tags: options.tags ?? ['algebra'],
    keywords: [...title.toLowerCase().split(/\s+/), ...(options.tags ?? ['algebra'])],
    preview: { path: `products/${productId}/preview/preview.png`, url: 'http://127.0.0.1/preview.png', content_type: 'image/png' },
    gallery: [],
    content_file: { name: 'workbook.pdf', content_type: 'application/pdf', size: 1234 },
    status: options.status ?? 'approved',
    reject_reason: null,
    sales_count: 0,
    created_at: now,
    updated_at: now,
    reviewed_at: options.status === 'pending' ? null : now,
    reviewed_by: null,
  });
  await adminDb.doc(`products/${productId}/private/file`).set({ path: contentPath });
  return { productId, sellerUid: seller.uid, price, contentPath };
}

/**
 * A pending exchange request written as the exchange service stores it (sparks held elsewhere):
 * for screens and counts that only read requests. A partial document would break every reader
 * of the shared collection, e.g. the administrators' payouts list in a parallel journey.
 */
export async function createExchangeRequestDirect(seller: { uid: string; name?: string }): Promise<string> {
  const id = `exchange-${randomUUID()}`;
  await adminDb.doc(`exchangeRequests/${id}`).set({
    seller_uid: seller.uid,
    seller_name: seller.name ?? 'Test Seller',
    sparks: 300,
    riyals: '100.00',
    iban: 'SA0380000000608010167519',
    account_name: seller.name ?? 'Test Seller',
    status: 'pending',
    reason: null,
    reference: null,
    created_at: new Date(),
    decided_at: null,
    decided_by: null,
  });
  return id;
}
