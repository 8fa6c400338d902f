// Subscription tokens and addresses (docs/site.md 1): 32 random bytes mailed as base64url, only
// their SHA-256 stored; subscribers keyed by the hash of the lowercased address. No Firebase.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fresh unguessable token and the hash that is stored for it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => sha256(token);

export const subscriberId = (email: string): string => sha256(email.trim().toLowerCase());

/** "a***@example.com": enough for the reader to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = [...local].slice(0, local.length > 3 ? 2 : 1).join('');
  return `${shown}***@${domain}`;
}
