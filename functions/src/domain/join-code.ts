// Class join codes: six random digits, live for a number of days, revoked when replaced.
// Pure decisions; services/join-codes.ts stores them in `joinCodes/{code}`.
import { randomInt } from 'node:crypto';
import { JOIN_CODE, SIX_DIGIT_CODE } from '../shared/constants';
import type { MemberStatus } from '../shared/schemas/class';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A random code of exactly six digits. The first digit is never 0, so the code survives being
 * read as a number (spreadsheets, QR scanners) without losing a digit.
 */
export function generateJoinCode(random: (min: number, max: number) => number = randomInt): string {
  return String(random(100_000, 1_000_000));
}

export const isJoinCodeFormat = (code: string): boolean => SIX_DIGIT_CODE.test(code);

/** Whether a number of days is an allowed lifetime (1-90 days, whole days). */
export function isValidTtlDays(days: number): boolean {
  return Number.isInteger(days) && days >= 1 && days <= JOIN_CODE.maxTtlDays;
}

/** When a code made at `nowMs` expires; the default lifetime is 7 days. */
export function joinCodeExpiry(nowMs: number, ttlDays: number = JOIN_CODE.defaultTtlDays): number {
  if (!isValidTtlDays(ttlDays)) throw new RangeError(`Join code lifetime must be 1-${JOIN_CODE.maxTtlDays} days: ${ttlDays}`);
  return nowMs + ttlDays * DAY_MS;
}

export type JoinCodeState = 'live' | 'expired' | 'revoked';

export interface JoinCodeRecord {
  expiresAtMs: number;
  revoked: boolean;
}

/** A revoked code is dead for good; an unrevoked one is live until it expires. */
export function joinCodeState(record: JoinCodeRecord, nowMs: number): JoinCodeState {
  if (record.revoked) return 'revoked';
  return nowMs < record.expiresAtMs ? 'live' : 'expired';
}

/**
 * May a new code take this code's digits? Only when nothing holds them or their holder is no
 * longer live: live codes are unique, expired and revoked ones may be reused.
 */
export function canTakeCode(existing: JoinCodeRecord | undefined, nowMs: number): boolean {
  return !existing || joinCodeState(existing, nowMs) !== 'live';
}

/**
 * What joining with a code makes of a student: a live code admits at once, an expired one
 * asks the teacher (pending), a revoked one admits nobody (null: treated as an unknown code).
 */
export function memberStatusForCode(state: JoinCodeState): MemberStatus | null {
  if (state === 'live') return 'active';
  if (state === 'expired') return 'pending';
  return null;
}
