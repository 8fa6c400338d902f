// Product and exchange statuses: the filter tabs and the badge colours (Chakra palettes, whose
// subtle badges read in both themes).
import { PRODUCT_STATUSES, type ExchangeStatus } from '@shared/constants';
import type { ProductDetail, ProductStatus } from '@shared/schemas/market';

export const STATUS_FILTERS = ['all', ...PRODUCT_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const PRODUCT_STATUS_PALETTE: Record<ProductStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  archived: 'gray',
};

export const EXCHANGE_STATUS_PALETTE: Record<ExchangeStatus, string> = {
  pending: 'orange',
  paid: 'green',
  rejected: 'red',
};

export function filterProducts<T extends Pick<ProductDetail, 'status'>>(products: readonly T[], filter: StatusFilter): T[] {
  return filter === 'all' ? [...products] : products.filter((product) => product.status === filter);
}

export function countByStatus(products: readonly Pick<ProductDetail, 'status'>[]): Record<StatusFilter, number> {
  const counts = Object.fromEntries(STATUS_FILTERS.map((status) => [status, 0])) as Record<StatusFilter, number>;
  for (const product of products) {
    counts.all += 1;
    counts[product.status] += 1;
  }
  return counts;
}

export function statusFilterOf(value: string | null): StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all';
}

/** The seller may edit while pending, and archive anything not archived yet. */
export const canEdit = (product: Pick<ProductDetail, 'status'>) => product.status === 'pending';
export const canArchive = (product: Pick<ProductDetail, 'status'>) => product.status !== 'archived';
