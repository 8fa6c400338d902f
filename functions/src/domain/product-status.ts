// The marketplace product status machine (docs/market.md, "Status machine"). Pure.
import type { ProductStatus } from '../shared/schemas/market';

export type ReviewAction = 'approve' | 'reject' | 'archive';

/** What an administrator's action does from each status; a missing entry is refused. */
const REVIEW_TRANSITIONS: Record<ProductStatus, Partial<Record<ReviewAction, ProductStatus>>> = {
  pending: { approve: 'approved', reject: 'rejected', archive: 'archived' },
  approved: { reject: 'rejected', archive: 'archived' },
  rejected: { archive: 'archived' },
  archived: {},
};

const isProductStatus = (value: unknown): value is ProductStatus =>
  typeof value === 'string' && Object.hasOwn(REVIEW_TRANSITIONS, value);

/** The status an administrator's action leads to, or null when the action is not valid from `status`. */
export function reviewTarget(status: unknown, action: ReviewAction): ProductStatus | null {
  if (!isProductStatus(status)) return null;
  return REVIEW_TRANSITIONS[status][action] ?? null;
}

/** Sellers change the descriptive fields only while nobody has reviewed them yet. */
export function sellerMayEdit(status: unknown): boolean {
  return status === 'pending';
}

/**
 * A seller may take any of their products off sale at any time (pending, approved or
 * rejected); archiving an archived product changes nothing.
 */
export function sellerArchive(status: unknown): { next: 'archived'; changed: boolean } {
  return { next: 'archived', changed: status !== 'archived' };
}

/** Who may see a product that is not approved: its seller, administrators and its buyers. */
export function mayViewProduct(
  product: { status: unknown; seller_uid: unknown },
  viewer: { uid: string; isAdmin: boolean; purchased: boolean },
): boolean {
  return product.status === 'approved' || product.seller_uid === viewer.uid || viewer.isAdmin || viewer.purchased;
}

/** Who may download the content file: buyers (whatever the status now), the seller, administrators. */
export function mayDownloadProduct(
  product: { seller_uid: unknown },
  viewer: { uid: string; isAdmin: boolean; purchased: boolean },
): boolean {
  return product.seller_uid === viewer.uid || viewer.isAdmin || viewer.purchased;
}

/**
 * Whether a purchase record still grants the content: it exists and has not been revoked or
 * refunded (an administrator may mark it so, or delete it).
 */
export function purchaseIsActive(purchase: { status?: unknown; revoked_at?: unknown; refunded_at?: unknown } | undefined): boolean {
  if (!purchase) return false;
  if (purchase.status === 'revoked' || purchase.status === 'refunded') return false;
  return (purchase.revoked_at ?? null) === null && (purchase.refunded_at ?? null) === null;
}
