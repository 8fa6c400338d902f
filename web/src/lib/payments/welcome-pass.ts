// The hand-over from /verify-payment to /welcome (docs/market.md step 3): /welcome opens only
// right after a verified purchase. The verification screen sets the pass (router state for the
// navigation itself, sessionStorage so a reload of /welcome still shows it) and the /welcome
// guard checks it. Shared by the payments feature and the app's guards.

export const WELCOME_PASS_KEY = 'sparks.welcome';
/** How long a reload of /welcome still shows the screen after the verification. */
export const WELCOME_PASS_TTL_MS = 10 * 60 * 1000;

/** The router state /verify-payment hands to /welcome. */
export const WELCOME_STATE = { verifiedPayment: true } as const;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** Called once the server has verified (and credited) the payment. */
export function grantWelcomePass(now = Date.now(), storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.setItem(WELCOME_PASS_KEY, String(now));
  } catch {
    // full or disabled storage: the router state still carries it
  }
}

/** True when /welcome may open: the router state says so, or a recent pass is stored. */
export function hasWelcomePass(state: unknown, now = Date.now(), storage: StorageLike | null = defaultStorage()): boolean {
  if (state && typeof state === 'object' && (state as { verifiedPayment?: unknown }).verifiedPayment === true) return true;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(WELCOME_PASS_KEY) ?? null;
  } catch {
    return false;
  }
  const at = Number(stored);
  return stored !== null && Number.isFinite(at) && at <= now && now - at < WELCOME_PASS_TTL_MS;
}
