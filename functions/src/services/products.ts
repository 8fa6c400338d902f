// products/{productId} and productUploads/{uploadId}: the marketplace catalogue (docs/market.md,
// "Products", "Listing", "Administrators"). Files never pass through the functions: sellers
// upload through sessions handed out here, and the finished objects are checked before the
// product exists.
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { attachmentDisposition, DOWNLOAD_LINK_TTL_MS, downloadLinkSecret, signDownload, verifyDownload } from '../domain/download-link';
import { safeObjectName, type ProductFileType } from '../domain/file-signature';
import { isoTime, pageWindow } from '../domain/feed-posts';
import { priceBandOf } from '../domain/market-pricing';
import { paginationOf, productKeywords, searchProducts, type ListableProduct } from '../domain/market-search';
import {
  mayDownloadProduct,
  mayViewProduct,
  purchaseIsActive,
  reviewTarget,
  sellerArchive,
  sellerMayEdit,
} from '../domain/product-status';
import { productReviewed } from '../domain/notifications/notification-inputs';
import { toMillis } from '../domain/time';
import { adminAuth, db } from '../lib/admin';
import type { Caller } from '../lib/auth-context';
import { ApiError } from '../lib/http';
import { FILE_LIMITS, MARKET } from '../shared/constants';
import { isDocId } from '../shared/schemas/common';
import type {
  CreateProductInput,
  ListProductsQuery,
  Pagination,
  ProductDetail,
  ProductFields,
  ProductImage,
  ProductStatus,
  ProductSummary,
  ProductUploadTargets,
  ReviewActionInput,
  ReviewResult,
} from '../shared/schemas/market';
import { notifyInTransaction } from './notifications/notify';
import { inspectProductObject, productFolder, publishImage, type ProductObjectVerdict } from './product-uploads';
import { createUploadSession, deleteFolder, removeDownloadTokens, streamObject } from './uploads';

export const productsCol = () => db.collection('products');
export const productRef = (productId: string) => productsCol().doc(productId);
const privateFileRef = (productId: string) => productRef(productId).collection('private').doc('file');
const uploadRef = (uploadId: string) => db.collection('productUploads').doc(uploadId);
export const purchaseRef = (uid: string, productId: string) => db.collection('users').doc(uid).collection('purchases').doc(productId);

export const REVIEW_MESSAGE = `Your product was submitted for review. Review takes ${MARKET.reviewHours.min} to ${MARKET.reviewHours.max} hours.`;

const isAdmin = (who: Caller) => who.userType === 'administrator';

// ── Mapping stored documents to the API's shapes ──────────────────────────────────────

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const image = (value: unknown): ProductImage => {
  const stored = (value ?? {}) as { url?: unknown; content_type?: unknown };
  return { url: str(stored.url), content_type: str(stored.content_type) };
};
const millis = (value: unknown): number => toMillis(value) ?? 0;

/** The descriptive fields of a stored product (what search and edits work on). */
function fieldsOf(data: DocumentData): ProductFields {
  return {
    title: str(data.title),
    description: str(data.description),
    subject: data.subject,
    grade: num(data.grade),
    content_type: data.content_type,
    education_level: data.education_level,
    price: num(data.price),
    tags: strings(data.tags),
  };
}

/** The one place a stored product becomes what every reader sees. */
export function toProductSummary(id: string, data: DocumentData): ProductSummary {
  const fields = fieldsOf(data);
  return {
    id,
    ...fields,
    price_band: data.price_band ?? priceBandOf(fields.price),
    preview: image(data.preview),
    seller: { uid: str(data.seller_uid), name: str(data.seller_name) },
    status: data.status,
    sales_count: num(data.sales_count),
    created_at: isoTime(data.created_at),
  };
}

export function toProductDetail(id: string, data: DocumentData, viewer: { uid: string; purchased: boolean }): ProductDetail {
  const file = (data.content_file ?? {}) as { name?: unknown; content_type?: unknown; size?: unknown };
  return {
    ...toProductSummary(id, data),
    gallery: Array.isArray(data.gallery) ? data.gallery.map(image) : [],
    content_file: { name: str(file.name), content_type: str(file.content_type), size: num(file.size) },
    reject_reason: typeof data.reject_reason === 'string' ? data.reject_reason : null,
    reviewed_at: isoTime(data.reviewed_at),
    purchased: viewer.purchased,
    is_owner: data.seller_uid === viewer.uid,
  };
}

/** Search tokens and price band follow the descriptive fields on every write. */
const derivedFields = (fields: ProductFields) => ({ price_band: priceBandOf(fields.price), keywords: productKeywords(fields) });

// ── Upload: declare, then complete ───────────────────────────────────────────────────

interface DeclaredFile {
  name: string;
  content_type: ProductFileType;
  size: number;
  path: string;
  /** Download token of an image, fixed when declared (see publishImage). */
  token?: string;
}

interface StoredUpload {
  seller_uid: string;
  seller_name: string;
  product: ProductFields;
  files: { preview: DeclaredFile; gallery: DeclaredFile[]; content: DeclaredFile };
  status: 'uploading' | 'rejected';
  reason?: string;
  created_at: Timestamp;
}

async function sellerName(who: Caller): Promise<string> {
  const profile = (await db.collection('users').doc(who.uid).get()).data() ?? {};
  const name = [profile.first_name, profile.surname].filter((part) => typeof part === 'string' && part.trim()).join(' ').trim();
  return name || (typeof who.token.name === 'string' && who.token.name) || who.email.split('@')[0] || 'Seller';
}

/** Sellers are teachers (spec 000 section 7). */
export function requireSeller(who: Caller): void {
  if (who.userType !== 'teacher') throw new ApiError('market/sellers-only');
}

/**
 * Stores what the seller will upload and hands out one upload session per file. The upload
 * id becomes the product id, so completing twice can never make two products.
 */
export async function createProductUpload(who: Caller, input: CreateProductInput, origin?: string): Promise<ProductUploadTargets> {
  requireSeller(who);
  const ref = db.collection('productUploads').doc();
  const folder = productFolder(ref.id);
  const { preview, gallery, content } = input.files;
  // The schema's refinements guarantee both; this keeps the types honest.
  if (!preview) throw new ApiError('market/preview-required');
  if (!content) throw new ApiError('market/content-required');
  const files: StoredUpload['files'] = {
    preview: { ...preview, path: `${folder}/preview/${safeObjectName(preview.name)}`, token: randomUUID() },
    gallery: gallery.map((file, i) => ({ ...file, path: `${folder}/gallery/${i + 1}-${safeObjectName(file.name)}`, token: randomUUID() })),
    content: { ...content, path: `${folder}/content/${safeObjectName(content.name)}` },
  };
  const session = (file: DeclaredFile) => createUploadSession(file.path, { contentType: file.content_type, size: file.size }, origin);
  const [previewTarget, contentTarget, ...galleryTargets] = await Promise.all([
    session(files.preview),
    session(files.content),
    ...files.gallery.map(session),
  ]);
  const stored: StoredUpload = {
    seller_uid: who.uid,
    seller_name: await sellerName(who),
    product: input.product,
    files,
    status: 'uploading',
    created_at: Timestamp.now(),
  };
  await ref.create(stored);
  return { upload_id: ref.id, uploads: { preview: previewTarget!, gallery: galleryTargets, content: contentTarget! } };
}

const isInvalid = (verdict: ProductObjectVerdict): verdict is Extract<ProductObjectVerdict, { state: 'invalid' }> =>
  verdict.state === 'invalid';

/**
 * Checks every uploaded object and creates the pending product. A file that is not what was
 * declared refuses the whole upload: its objects are deleted (sessions are single use, so the
 * seller starts again). Calling it again after success answers the same product.
 */
export async function completeProductUpload(who: Caller, uploadId: string): Promise<ProductDetail> {
  const [uploadSnap, productSnap] = await Promise.all([uploadRef(uploadId).get(), productRef(uploadId).get()]);
  if (productSnap.exists) {
    if (productSnap.get('seller_uid') !== who.uid) throw new ApiError('market/upload-not-found');
    return toProductDetail(uploadId, productSnap.data()!, { uid: who.uid, purchased: false });
  }
  const upload = uploadSnap.data() as StoredUpload | undefined;
  // Someone else's upload is answered like a missing one: ids are not to be probed.
  if (!upload || upload.seller_uid !== who.uid) throw new ApiError('market/upload-not-found');
  if (upload.status === 'rejected') throw new ApiError('upload/invalid-file', { reason: upload.reason ?? 'bad-signature' });

  const checks: [DeclaredFile, number][] = [
    [upload.files.preview, FILE_LIMITS.previewImageBytes - 1],
    ...upload.files.gallery.map((file): [DeclaredFile, number] => [file, FILE_LIMITS.galleryImageBytes - 1]),
    [upload.files.content, FILE_LIMITS.contentFileBytes],
  ];
  const verdicts = await Promise.all(
    checks.map(([file, maxBytes]) => inspectProductObject(file.path, { contentType: file.content_type, size: file.size, maxBytes })),
  );
  const invalid = verdicts.find(isInvalid);
  if (invalid) {
    await deleteFolder(productFolder(uploadId));
    await uploadRef(uploadId).update({ status: 'rejected', reason: invalid.reason });
    throw new ApiError('upload/invalid-file', { reason: invalid.reason });
  }
  if (verdicts.some((verdict) => verdict.state === 'missing')) throw new ApiError('upload/not-finished');

  const publish = async (file: DeclaredFile): Promise<{ path: string; url: string; content_type: string }> => ({
    path: file.path,
    url: await publishImage(file.path, file.token ?? randomUUID()),
    content_type: file.content_type,
  });
  const [preview, ...gallery] = await Promise.all([publish(upload.files.preview), ...upload.files.gallery.map(publish)]);
  // Paid content is served only through per-buyer links: no Storage token on it, ever.
  await removeDownloadTokens(upload.files.content.path);
  const now = Timestamp.now();
  const fields = upload.product;
  const product = {
    seller_uid: upload.seller_uid,
    seller_name: upload.seller_name,
    ...fields,
    ...derivedFields(fields),
    preview,
    gallery,
    content_file: { name: upload.files.content.name, content_type: upload.files.content.content_type, size: upload.files.content.size },
    status: 'pending' satisfies ProductStatus,
    reject_reason: null,
    sales_count: 0,
    created_at: now,
    updated_at: now,
    reviewed_at: null,
    reviewed_by: null,
  };
  const stored = await db.runTransaction(async (tx) => {
    const [existing, current] = await tx.getAll(productRef(uploadId), uploadRef(uploadId));
    if (existing?.exists) return existing.data()!;
    if (!current?.exists) throw new ApiError('market/upload-not-found');
    tx.create(productRef(uploadId), product);
    tx.set(privateFileRef(uploadId), { path: upload.files.content.path });
    tx.delete(uploadRef(uploadId));
    return product as DocumentData;
  });
  return toProductDetail(uploadId, stored, { uid: who.uid, purchased: false });
}

// ── Reading ──────────────────────────────────────────────────────────────────────────

async function readWithPurchase(productId: string, uid: string): Promise<{ data: DocumentData | undefined; purchased: boolean }> {
  const [product, purchase] = await db.getAll(productRef(productId), purchaseRef(uid, productId));
  return { data: product?.data(), purchased: purchaseIsActive(purchase?.data()) };
}

/** A product the caller may see (approved; or theirs, bought, or any for administrators); else 404. */
export async function getProduct(who: Caller, productId: string): Promise<ProductDetail> {
  const { data, purchased } = await readWithPurchase(productId, who.uid);
  if (!data || !mayViewProduct({ status: data.status, seller_uid: data.seller_uid }, { uid: who.uid, isAdmin: isAdmin(who), purchased })) {
    throw new ApiError('market/not-found');
  }
  return toProductDetail(productId, data, { uid: who.uid, purchased });
}

type Listed = ListableProduct & { id: string; data: DocumentData };

/**
 * The public listing: the newest approved products (up to MARKET.listingScanLimit), filtered,
 * sorted and paged in memory (docs/market.md, "Listing"). Needs the composite index
 * products (status ASC, created_at DESC).
 */
export async function listProducts(query: ListProductsQuery): Promise<{ data: ProductSummary[]; pagination: Pagination }> {
  const snap = await productsCol()
    .where('status', '==', 'approved')
    .orderBy('created_at', 'desc')
    .limit(MARKET.listingScanLimit)
    .get();
  const searching = Boolean(query.search?.trim());
  const products: Listed[] = snap.docs.map((doc) => {
    const data = doc.data();
    const fields = fieldsOf(data);
    return {
      id: doc.id,
      data,
      subject: fields.subject,
      grade: fields.grade,
      content_type: fields.content_type,
      education_level: fields.education_level,
      price: fields.price,
      sales_count: num(data.sales_count),
      created_ms: millis(data.created_at),
      // Tokens come from the fields themselves, so older or hand-made documents search alike.
      keywords: searching ? productKeywords(fields) : [],
    };
  });
  const { items, pagination } = searchProducts(products, query);
  return { data: items.map((item) => toProductSummary(item.id, item.data)), pagination };
}

/** Every product of the seller, any status, newest first (sellers have few: no index needed). */
export async function listSellerProducts(who: Caller): Promise<ProductDetail[]> {
  const snap = await productsCol().where('seller_uid', '==', who.uid).get();
  return snap.docs
    .sort((a, b) => millis(b.get('created_at')) - millis(a.get('created_at')))
    .map((doc) => toProductDetail(doc.id, doc.data(), { uid: who.uid, purchased: false }));
}

// ── Seller changes ──────────────────────────────────────────────────────────────────

/** Reads the product in a transaction and checks the caller owns it. */
async function ownProduct(tx: Transaction, ref: DocumentReference, uid: string): Promise<DocumentData> {
  const snap = await tx.get(ref);
  const data = snap.data();
  if (!data) throw new ApiError('market/not-found');
  if (data.seller_uid !== uid) throw new ApiError('market/not-owner');
  return data;
}

/** The seller edits descriptive fields while the product waits for review. */
export async function updateProduct(who: Caller, productId: string, patch: Partial<ProductFields>): Promise<ProductDetail> {
  const ref = productRef(productId);
  const updated = await db.runTransaction(async (tx) => {
    const data = await ownProduct(tx, ref, who.uid);
    if (!sellerMayEdit(data.status)) throw new ApiError('market/not-editable');
    const fields = { ...fieldsOf(data), ...patch };
    const changes = { ...patch, ...derivedFields(fields), updated_at: Timestamp.now() };
    tx.update(ref, changes);
    return { ...data, ...changes };
  });
  return toProductDetail(productId, updated, { uid: who.uid, purchased: false });
}

/** The seller takes their product off sale; buyers keep their access. */
export async function archiveOwnProduct(who: Caller, productId: string): Promise<ProductDetail> {
  const ref = productRef(productId);
  const updated = await db.runTransaction(async (tx) => {
    const data = await ownProduct(tx, ref, who.uid);
    const { next, changed } = sellerArchive(data.status);
    if (!changed) return data;
    const changes = { status: next, updated_at: Timestamp.now() };
    tx.update(ref, changes);
    return { ...data, ...changes };
  });
  return toProductDetail(productId, updated, { uid: who.uid, purchased: false });
}

/**
 * The content file's path and name for someone allowed to download it right now: its buyers
 * (an active purchase, whatever the product's status now), its seller and administrators.
 */
async function downloadableFile(who: { uid: string; isAdmin: boolean }, productId: string) {
  const { data, purchased } = await readWithPurchase(productId, who.uid);
  const viewer = { uid: who.uid, isAdmin: who.isAdmin, purchased };
  if (!data || !mayViewProduct({ status: data.status, seller_uid: data.seller_uid }, viewer)) throw new ApiError('market/not-found');
  if (!mayDownloadProduct({ seller_uid: data.seller_uid }, viewer)) throw new ApiError('market/not-purchased');
  const path = (await privateFileRef(productId).get()).get('path');
  if (typeof path !== 'string' || !path) throw new ApiError('market/not-found');
  const fileName = str((data.content_file as { name?: unknown } | undefined)?.name) || path.split('/').pop() || 'file';
  return { path, fileName, title: str(data.title) };
}

/** Where a product download link points (relative to the app's origin, like the API). */
export const productFilePath = (productId: string) => `/api/v1/market/downloads/${encodeURIComponent(productId)}`;

/**
 * GET /market/products/{id}/download: a link for the caller only, valid for
 * DOWNLOAD_LINK_TTL_MS, to the function route that checks the purchase again and streams the
 * file (see streamProductFile). Content files carry no Storage download token, so there is
 * no permanent URL to share.
 */
export async function productDownload(who: Caller, productId: string): Promise<{ url: string; file_name: string; expires_at: string }> {
  const secret = downloadLinkSecret();
  if (!secret) throw new Error('DOWNLOAD_LINK_SECRET is not set: paid downloads are off');
  const { fileName } = await downloadableFile({ uid: who.uid, isAdmin: isAdmin(who) }, productId);
  const grant = { resource: `product:${productId}`, uid: who.uid, exp: Date.now() + DOWNLOAD_LINK_TTL_MS };
  const query = new URLSearchParams({ uid: grant.uid, exp: String(grant.exp), sig: signDownload(grant, secret) });
  return { url: `${productFilePath(productId)}?${query}`, file_name: fileName, expires_at: new Date(grant.exp).toISOString() };
}

/**
 * GET /market/downloads/{id}?uid&exp&sig: checks the link (403 market/link-invalid, 410
 * market/link-expired), then the holder's right to the file as it is now (a revoked purchase
 * is 403 market/not-purchased), then streams the file from Storage as an attachment named
 * after the product's title.
 */
export async function streamProductFile(productId: string, link: { uid: unknown; exp: unknown; sig: unknown }, res: Response): Promise<void> {
  const secret = downloadLinkSecret();
  if (!secret || !isDocId(link.uid) || typeof link.exp !== 'string' || !/^\d{1,15}$/.test(link.exp) || typeof link.sig !== 'string') {
    throw new ApiError('market/link-invalid');
  }
  const grant = { resource: `product:${productId}`, uid: link.uid, exp: Number(link.exp) };
  const check = verifyDownload(grant, link.sig, secret, Date.now());
  if (!check.ok) throw new ApiError(check.reason === 'expired' ? 'market/link-expired' : 'market/link-invalid');
  const file = await downloadableFile({ uid: grant.uid, isAdmin: await isAdministrator(grant.uid) }, productId);
  await streamObject(file.path, res, attachmentDisposition(file.title || file.fileName, file.fileName));
}

/** Whether the account is an administrator now (links outlive nothing: checked on each use). */
async function isAdministrator(uid: string): Promise<boolean> {
  try {
    const user = await adminAuth.getUser(uid);
    return !user.disabled && user.customClaims?.user_type === 'administrator';
  } catch {
    return false;
  }
}

// ── Administrators ──────────────────────────────────────────────────────────────────

/**
 * One page of products in a status, newest first. Needs the composite index
 * products (status ASC, created_at DESC), the same as the listing.
 */
export async function listProductsByStatus(
  who: Caller,
  query: { status: ProductStatus; page: number; limit: number },
): Promise<{ data: ProductDetail[]; pagination: Pagination }> {
  const inStatus = productsCol().where('status', '==', query.status);
  const total = (await inStatus.count().get()).data().count;
  const { offset } = pageWindow(query.page, query.limit, total);
  const snap = offset >= total ? null : await inStatus.orderBy('created_at', 'desc').offset(offset).limit(query.limit).get();
  const data = (snap?.docs ?? []).map((doc) => toProductDetail(doc.id, doc.data(), { uid: who.uid, purchased: false }));
  return { data, pagination: paginationOf(query.page, query.limit, total) };
}

/** Moves each product in its own transaction; products that cannot take the action are skipped. */
export async function reviewProducts(who: Caller, input: ReviewActionInput): Promise<ReviewResult> {
  const ids = [...new Set(input.product_ids)];
  const outcomes = await Promise.all(
    ids.map((id) =>
      db.runTransaction(async (tx): Promise<ReviewResult['skipped'][number] | null> => {
        const ref = productRef(id);
        const snap = await tx.get(ref);
        if (!snap.exists) return { id, reason: 'not-found' };
        const next = reviewTarget(snap.get('status'), input.action);
        if (!next) return { id, reason: 'invalid-transition' };
        const now = Timestamp.now();
        tx.update(ref, {
          status: next,
          // A rejection says why; approving clears an old reason; archiving keeps it.
          ...(input.action === 'reject' && { reject_reason: input.reason ?? null }),
          ...(input.action === 'approve' && { reject_reason: null }),
          reviewed_at: now,
          reviewed_by: who.uid,
          updated_at: now,
        });
        const reason = input.action === 'reject' ? (input.reason ?? null) : snap.get('reject_reason');
        const notice = productReviewed(id, { ...snap.data(), reject_reason: reason }, next, now.toMillis());
        if (notice) notifyInTransaction(tx, notice.uids[0]!, notice.input);
        return null;
      }),
    ),
  );
  return {
    updated: ids.filter((_, i) => outcomes[i] === null),
    skipped: outcomes.filter((outcome): outcome is ReviewResult['skipped'][number] => outcome !== null),
  };
}
