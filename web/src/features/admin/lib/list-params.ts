// The admin screens keep their tab, page and period in the address (?status=&page=&days=), so
// a reload or a shared link shows the same view. Anything unexpected falls back to the default. Pure.
import { EXCHANGE_STATUSES, PRODUCT_STATUSES, type ExchangeStatus } from '@shared/constants';
import type { ProductStatus } from '@shared/schemas/market';

export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((item) => String(item) === value) ?? fallback;
}

export function productStatusParam(value: string | null): ProductStatus {
  return oneOf(PRODUCT_STATUSES, value, 'pending');
}

export function payoutStatusParam(value: string | null): ExchangeStatus {
  return oneOf(EXCHANGE_STATUSES, value, 'pending');
}

export function periodParam(value: string | null): ReportPeriod {
  return oneOf(REPORT_PERIODS, value, 30);
}

export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
