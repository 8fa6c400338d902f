// The seller's arithmetic, the same as the server's (functions/src/domain/market-pricing.ts):
// a sale earns floor(price × 0.9), the platform keeps the rest (10 %); a free product costs the
// buyer the 5-spark download fee, all of it to the platform. Exchange: 300 sparks = 100 riyals.
import { EXCHANGE, MARKET, PLATFORM_COMMISSION } from '@shared/constants';

export interface SaleSplit {
  /** What the buyer pays. */
  charged: number;
  /** The platform's share. */
  commission: number;
  /** The seller's share. */
  earnings: number;
}

/** What one sale at this price brings; null for a price that is not a whole number ≥ 0. */
export function saleSplit(price: number | null): SaleSplit | null {
  if (price === null || !Number.isSafeInteger(price) || price < 0) return null;
  const charged = price > 0 ? price : MARKET.freeProductFee;
  const sellerTenths = Math.round((1 - PLATFORM_COMMISSION) * 10);
  const earnings = price > 0 ? Math.floor((charged * sellerTenths) / 10) : 0;
  return { charged, commission: charged - earnings, earnings };
}

/** The platform's commission in percent (10). */
export const COMMISSION_PERCENT = Math.round(PLATFORM_COMMISSION * 100);

/** Riyals for an exchange, floored to whole halalas; null for an invalid amount. */
export function riyalsFor(sparks: number | null): number | null {
  if (sparks === null || !Number.isSafeInteger(sparks) || sparks < 0) return null;
  const halalas = Math.floor((sparks * EXCHANGE.riyals * 100) / EXCHANGE.sparks);
  return halalas / 100;
}

/** A whole number typed by the user ("1200", "١٢٠٠"); null when empty or not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const western = text.trim().replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  if (!/^\d{1,12}$/.test(western)) return null;
  return Number(western);
}
