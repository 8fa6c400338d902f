// The sparks content marketplace: products, uploads, orders, sales (docs/market.md).
import { z } from 'zod';
import {
  CONTENT_TYPES, FILE_LIMITS, MARKET, PRICE_BAND_IDS, PRODUCT_CONTENT_TYPES, PRODUCT_EDUCATION_LEVELS,
  PRODUCT_IMAGE_TYPES, type PRODUCT_STATUSES, SUBJECTS, type PriceBand,
} from '../constants';
import { clientIdWith, code, docIdWith } from './common';
import type { UploadTarget } from './material';

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type Subject = (typeof SUBJECTS)[number];
export type ContentType = (typeof CONTENT_TYPES)[number];
export type ProductEducationLevel = (typeof PRODUCT_EDUCATION_LEVELS)[number];

const text = (max: number) =>
  z.string(code('validation/all-fields-required')).trim().min(1, code('validation/all-fields-required')).max(max, code('validation/invalid-input'));

export const priceField = z
  .number(code('market/invalid-price'))
  .int(code('market/invalid-price'))
  .min(0, code('market/invalid-price'))
  .max(MARKET.maxPrice, code('market/invalid-price'));

export const gradeField = z
  .number(code('market/invalid-grade'))
  .int(code('market/invalid-grade'))
  .min(7, code('market/invalid-grade'))
  .max(12, code('market/invalid-grade'));

const tagsField = z
  .array(z.string().trim().min(1, code('validation/invalid-input')).max(MARKET.tagMaxLength, code('validation/invalid-input')), code('validation/invalid-input'))
  .max(MARKET.maxTags, code('validation/invalid-input'));

const productFieldShape = {
  title: text(MARKET.titleMaxLength),
  description: text(MARKET.descriptionMaxLength),
  subject: z.enum(SUBJECTS, code('validation/all-fields-required')),
  grade: gradeField,
  content_type: z.enum(CONTENT_TYPES, code('validation/all-fields-required')),
  education_level: z.enum(PRODUCT_EDUCATION_LEVELS, code('validation/all-fields-required')),
  price: priceField,
  tags: tagsField,
};

/** The descriptive fields a seller writes (create, and edit while pending). */
export const productFieldsSchema = z.strictObject({ ...productFieldShape, tags: tagsField.default([]) });
export type ProductFields = z.infer<typeof productFieldsSchema>;

/** An edit names only the fields it changes (no defaults, so nothing is reset by omission). */
export const productPatchSchema = z
  .strictObject(productFieldShape)
  .partial()
  // Only judged when the fields themselves are fine (an unknown field is its own error).
  .refine((patch) => Object.keys(patch).length > 0, {
    ...code('validation/all-fields-required'),
    when: (payload) => payload.issues.length === 0,
  });

const fileName = z.string(code('validation/invalid-input')).trim().min(1, code('validation/invalid-input')).max(200, code('validation/invalid-input'));
const fileSize = z.number(code('validation/invalid-input')).int(code('validation/invalid-input')).positive(code('validation/invalid-input'));

export const declaredImageSchema = z.strictObject({
  name: fileName,
  content_type: z.enum(Object.keys(PRODUCT_IMAGE_TYPES) as [keyof typeof PRODUCT_IMAGE_TYPES], code('market/image-type')),
  size: fileSize,
});
export const declaredContentSchema = z.strictObject({
  name: fileName,
  content_type: z.enum(Object.keys(PRODUCT_CONTENT_TYPES) as [keyof typeof PRODUCT_CONTENT_TYPES], code('market/content-type')),
  size: fileSize.max(FILE_LIMITS.contentFileBytes, code('market/content-too-large')),
});
export type DeclaredImage = z.infer<typeof declaredImageSchema>;
export type DeclaredContent = z.infer<typeof declaredContentSchema>;

/** POST /market/products: the fields plus what will be uploaded. */
export const createProductSchema = z.strictObject({
  product: productFieldsSchema,
  files: z.strictObject({
    preview: z.preprocess((v) => v ?? undefined, declaredImageSchema.extend({
      size: fileSize.max(FILE_LIMITS.previewImageBytes - 1, code('market/preview-too-large')),
    }).optional()).refine((v) => v !== undefined, code('market/preview-required')),
    gallery: z
      .array(declaredImageSchema.extend({ size: fileSize.max(FILE_LIMITS.galleryImageBytes - 1, code('market/gallery-too-large')) }))
      .max(FILE_LIMITS.galleryImages, code('market/gallery-too-many'))
      .default([]),
    content: z.preprocess((v) => v ?? undefined, declaredContentSchema.optional()).refine((v) => v !== undefined, code('market/content-required')),
  }),
});
export type CreateProductInput = z.infer<typeof createProductSchema>;

export interface ProductUploadTargets {
  upload_id: string;
  uploads: { preview: UploadTarget; gallery: UploadTarget[]; content: UploadTarget };
}

export const listProductsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  subject: z.enum(SUBJECTS).optional(),
  grade: z.coerce.number().pipe(gradeField).optional(),
  content_type: z.enum(CONTENT_TYPES).optional(),
  education_level: z.enum(PRODUCT_EDUCATION_LEVELS).optional(),
  price_band: z.enum(PRICE_BAND_IDS).optional(),
  sort: z.enum(['newest', 'price_asc', 'price_desc', 'popular']).default('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(MARKET.maxPageSize).default(MARKET.pageSize),
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

export interface ProductImage {
  url: string;
  content_type: string;
}

/** What every reader of a product sees (the content file's location is never here). */
export interface ProductSummary {
  id: string;
  title: string;
  description: string;
  subject: Subject;
  grade: number;
  content_type: ContentType;
  education_level: ProductEducationLevel;
  price: number;
  price_band: PriceBand;
  tags: string[];
  preview: ProductImage;
  seller: { uid: string; name: string };
  status: ProductStatus;
  sales_count: number;
  created_at: string | null;
}

export interface ProductDetail extends ProductSummary {
  gallery: ProductImage[];
  content_file: { name: string; content_type: string; size: number };
  reject_reason: string | null;
  reviewed_at: string | null;
  /** For the caller: whether they bought it, own it. */
  purchased: boolean;
  is_owner: boolean;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
}

/** POST /market/orders: one checkout of the cart. */
export const checkoutSchema = z.strictObject({
  /** Client-made id (a UUID); retrying with it never buys twice. */
  order_id: clientIdWith('validation/invalid-input'),
  product_ids: z
    .array(docIdWith('validation/invalid-input'), code('market/cart-empty'))
    .min(1, code('market/cart-empty'))
    .max(MARKET.maxCartItems, code('validation/invalid-input'))
    .refine((ids) => new Set(ids).size === ids.length, code('validation/invalid-input')),
  /** The total the buyer saw; a different current total answers 409 market/price-changed. */
  expected_total: z.number(code('validation/invalid-input')).int(code('validation/invalid-input')).min(0, code('validation/invalid-input')),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export interface OrderLine {
  product_id: string;
  title: string;
  seller_uid: string;
  /** The listed price (0 for a free product). */
  price: number;
  /** What the buyer paid for this line: the price, or the content download fee when free. */
  charged: number;
  commission: number;
  earnings: number;
}

export interface OrderView {
  order_id: string;
  items: OrderLine[];
  total: number;
  balance: number;
  created_at: string | null;
}

export interface PurchaseView {
  product: ProductSummary;
  order_id: string;
  charged: number;
  purchased_at: string | null;
}

export const reviewActionSchema = z.strictObject({
  product_ids: z
    .array(docIdWith('validation/invalid-input'), code('validation/invalid-input'))
    .min(1, code('validation/invalid-input'))
    .max(MARKET.maxBulkReview, code('validation/invalid-input')),
  action: z.enum(['approve', 'reject', 'archive'], code('validation/invalid-input')),
  reason: z.string().trim().max(MARKET.rejectReasonMaxLength, code('validation/invalid-input')).optional(),
}).refine((input) => input.action !== 'reject' || (input.reason?.length ?? 0) >= 3, {
  ...code('market/reject-reason-required'),
  path: ['reason'],
});
export type ReviewActionInput = z.infer<typeof reviewActionSchema>;

export interface ReviewResult {
  updated: string[];
  skipped: { id: string; reason: 'not-found' | 'invalid-transition' }[];
}

export const salesQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

export interface SalesReport {
  totals: { sales_count: number; gross: number; commission: number; earnings: number };
  by_day: { date: string; sales_count: number; gross: number; commission: number; earnings: number }[];
  by_product: { product_id: string; title: string; sales_count: number; gross: number; earnings: number }[];
  recent: { sale_id: string; product_id: string; title: string; charged: number; commission: number; earnings: number; created_at: string | null }[];
}

export interface CommissionsReport {
  totals: { sales_count: number; gross: number; commission: number; earnings: number };
  by_day: { date: string; sales_count: number; gross: number; commission: number }[];
  by_seller: { seller_uid: string; seller_name: string; sales_count: number; gross: number; commission: number }[];
  recent: (SalesReport['recent'][number] & { seller_uid: string; buyer_uid: string })[];
}
