// Short-lived, per-person download links for paid content (docs/market.md, "Downloads"). A
// link names who may use it and until when, signed with a server secret (HMAC-SHA256), so it
// cannot be shared past its expiry or made for someone else. The route that serves it still
// checks the purchase on every use, so a revoked or refunded purchase ends access at once.
// Pure (node:crypto only), unit-tested.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;

/**
 * The secret the emulator suite uses when DOWNLOAD_LINK_SECRET is not set. Never used in
 * production: without the variable, links are refused (see downloadLinkSecret).
 */
export const EMULATOR_DOWNLOAD_SECRET = 'sparks-emulator-download-links-not-secret';

export interface DownloadGrant {
  /** What is downloaded, e.g. `product:{productId}`. */
  resource: string;
  uid: string;
  /** Expiry in milliseconds since the epoch. */
  exp: number;
}

/** The secret from the environment, the emulator default on the emulator, else null. */
export function downloadLinkSecret(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.DOWNLOAD_LINK_SECRET;
  if (configured && configured.length >= 16) return configured;
  return env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_DOWNLOAD_SECRET : null;
}

export function signDownload(grant: DownloadGrant, secret: string): string {
  return createHmac('sha256', secret).update(`download\n${grant.resource}\n${grant.uid}\n${grant.exp}`).digest('base64url');
}

export type DownloadCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether `sig` is this grant's signature and the grant has not expired at `now`. */
export function verifyDownload(grant: DownloadGrant, sig: string, secret: string, now: number): DownloadCheck {
  const expected = Buffer.from(signDownload(grant, secret));
  const given = Buffer.from(sig);
  if (!Number.isSafeInteger(grant.exp) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  return grant.exp > now ? { ok: true } : { ok: false, reason: 'expired' };
}

/**
 * The Content-Disposition of a download: an attachment named after the product's title with
 * the file's extension, as RFC 6266 asks (an ASCII fallback and the UTF-8 name).
 */
export function attachmentDisposition(title: string, fileName: string): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  const base =
    title
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'download';
  const name = extension ? `${base}.${extension}` : base;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
