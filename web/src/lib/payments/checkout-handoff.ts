// The checkout the pricing page created, handed to /payment (docs/market.md, "Buying sparks").
// It travels in the router state and in sessionStorage, so a reload of /payment (or coming
// back to it after a declined card) still finds the widget of the same checkout. Shared by
// the pricing and payments features, which never import each other.
import type { CheckoutResult } from '@shared/schemas/payments';

export interface CheckoutHandoff {
  checkout: CheckoutResult;
  /** The package's name in both languages, as the pricing page showed it. */
  package_name?: { ar: string; en: string };
}

export const CHECKOUT_STORAGE_KEY = 'sparks.checkout';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A CheckoutHandoff, or null for anything else (old, foreign or tampered data). */
export function parseCheckoutHandoff(value: unknown): CheckoutHandoff | null {
  if (!value || typeof value !== 'object') return null;
  const { checkout, package_name: name } = value as { checkout?: unknown; package_name?: unknown };
  if (!checkout || typeof checkout !== 'object') return null;
  const c = checkout as Record<string, unknown>;
  if (
    !isText(c.checkout_id) || !isText(c.package_id) || !isText(c.amount) || c.currency !== 'SAR' ||
    !isText(c.widget_script_url) || !isText(c.brands) || typeof c.sparks !== 'number'
  ) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(c.widget_script_url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const result: CheckoutHandoff = {
    checkout: {
      checkout_id: c.checkout_id,
      package_id: c.package_id,
      sparks: c.sparks,
      amount: c.amount,
      currency: 'SAR',
      widget_script_url: c.widget_script_url,
      brands: c.brands,
    },
  };
  if (name && typeof name === 'object') {
    const { ar, en } = name as { ar?: unknown; en?: unknown };
    if (typeof ar === 'string' && typeof en === 'string') result.package_name = { ar, en };
  }
  return result;
}

export function saveCheckoutHandoff(handoff: CheckoutHandoff, storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(handoff));
  } catch {
    // full or disabled storage: the router state still carries it
  }
}

/** The stored handoff for this checkout (and package, when given), else null. */
export function readCheckoutHandoff(
  checkoutId: string | null,
  packageId: string | null = null,
  storage: StorageLike | null = defaultStorage(),
): CheckoutHandoff | null {
  let stored: unknown = null;
  try {
    const text = storage?.getItem(CHECKOUT_STORAGE_KEY);
    stored = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  return matchingHandoff(stored, checkoutId, packageId);
}

/** `value` as a handoff when it is for this checkout (and package, when given). */
export function matchingHandoff(value: unknown, checkoutId: string | null, packageId: string | null = null): CheckoutHandoff | null {
  const handoff = parseCheckoutHandoff(value);
  if (!handoff || !checkoutId || handoff.checkout.checkout_id !== checkoutId) return null;
  if (packageId && handoff.checkout.package_id !== packageId) return null;
  return handoff;
}

export function clearCheckoutHandoff(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
