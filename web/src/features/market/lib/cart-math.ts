// Pure cart arithmetic (docs/market.md): what each line costs the buyer (a free product still
// costs the content download fee), the total, the shortfall against a balance, and which
// cart products can still be bought.
import { MARKET } from '@shared/constants';
import type { ProductDetail } from '@shared/schemas/market';

/** What the buyer pays for a product listed at `price`. */
export function chargeFor(price: number): number {
  return price > 0 ? price : MARKET.freeProductFee;
}

export function cartTotal(products: readonly Pick<ProductDetail, 'price'>[]): number {
  return products.reduce((sum, product) => sum + chargeFor(product.price), 0);
}

/** Sparks still missing to pay `total` (0 when the balance covers it). */
export function shortfall(total: number, balance: number): number {
  return Math.max(0, total - Math.max(0, balance));
}

export function balanceAfter(total: number, balance: number): number {
  return balance - total;
}

/** Why a product left the cart. */
export type DropReason = 'gone' | 'owned' | 'own-product' | 'unavailable';

/** A cart product as read from the API: its detail, or gone (404) when the caller may not see it. */
export type CartProductRead = { id: string; product: ProductDetail } | { id: string; product: null };

export interface ReconciledCart {
  /** Lines that can be bought, in cart order. */
  lines: ProductDetail[];
  dropped: { id: string; title: string | null; reason: DropReason }[];
}

export function dropReason(product: ProductDetail | null): DropReason | null {
  if (!product) return 'gone';
  if (product.is_owner) return 'own-product';
  if (product.purchased) return 'owned';
  if (product.status !== 'approved') return 'unavailable';
  return null;
}

/** Splits the cart into buyable lines and products to drop (with the reason shown to the buyer). */
export function reconcileCart(ids: readonly string[], reads: ReadonlyMap<string, ProductDetail | null>): ReconciledCart {
  const lines: ProductDetail[] = [];
  const dropped: ReconciledCart['dropped'] = [];
  for (const id of ids) {
    if (!reads.has(id)) continue;
    const product = reads.get(id) ?? null;
    const reason = dropReason(product);
    if (reason) dropped.push({ id, title: product?.title ?? null, reason });
    else if (product) lines.push(product);
  }
  return { lines, dropped };
}

/** Product ids named by an error answer's values (`product_id`, `product_ids` as a comma list). */
export function productIdsFromValues(values: Record<string, string | number> | undefined): string[] {
  if (!values) return [];
  const found: string[] = [];
  for (const key of ['product_id', 'product_ids', 'productId']) {
    const value = values[key];
    if (typeof value === 'string') found.push(...value.split(',').map((id) => id.trim()).filter(Boolean));
  }
  return [...new Set(found)];
}
