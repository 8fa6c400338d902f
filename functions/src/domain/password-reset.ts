// Password reset links: a random token goes out by mail, only its sha256 is stored, so a read
// of `passwordResets` never yields a usable link.
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MS } from '../shared/constants';

export function resetTokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newResetToken(now: number): { token: string; id: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: resetTokenId(token), expiresAt: now + PASSWORD_RESET_TTL_MS };
}

export interface ResetRecord {
  uid: string;
  expiresAt: number | undefined;
  usedAt: number | undefined;
}

/** A link works once and only until it expires. */
export function isResetUsable(record: ResetRecord | undefined, now: number): record is ResetRecord {
  return !!record && !!record.uid && record.usedAt === undefined && record.expiresAt !== undefined && now < record.expiresAt;
}
