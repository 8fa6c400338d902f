// Budgets for guessing short codes (class join codes, live-quiz codes): which `rateLimits` keys
// one attempt consumes and how many each allows. Pure: the service checks and consumes all of
// them in one transaction BEFORE the code is looked up, so parallel guesses cannot all be
// evaluated, and gives back what a valid code proved was not a guess.
import { createHash } from 'node:crypto';
import { JOIN_CODE } from '../shared/constants';
import type { RateLimit } from './rate-limit';

const MINUTE = 60 * 1000;

export interface GuessPolicy {
  /** Prefix of the rateLimits keys. */
  name: string;
  /**
   * Wrong codes per account (a signed-in user, or a live guest's anonymous uid). Strict: every
   * attempt counts first and a valid code gives its unit back (never the earlier wrong ones),
   * so a player who reloads and rejoins never runs out and a guesser gains nothing by
   * sprinkling in a code they know.
   */
  perAccount: RateLimit;
  /**
   * Every attempt from one client address, valid codes too: generous (a school behind one
   * NAT address joins a class or a live game all at once), a ceiling on what one address can
   * make us evaluate however many accounts it uses.
   */
  perAddress: RateLimit;
  /**
   * Wrong codes from one client address: strict. Counted before the look-up like the rest and
   * given back when the code was valid, so a class of 30 leaves it untouched while one address
   * with many identities soon runs out.
   */
  wrongPerAddress: RateLimit;
  /**
   * The two address budgets are split over this many documents, each allowing limit / shards,
   * an identity always on the same one (by its uid): a class joining a live game at once would
   * otherwise queue on one counter document and be answered "busy". A shard's share of the
   * wrong codes stays above one account's own limit, so no single account fills it.
   */
  addressShards: number;
  /** Every attempt from everyone, split over `globalShards` documents (see globalChecks). */
  global: RateLimit;
  globalShards: number;
}

/**
 * POST /classes/join: students with verified accounts. Per account 10 wrong codes in 15
 * minutes (as before); per address 128 wrong and 400 attempts in 15 minutes over 8 shards (16
 * and 50 each, so one account's 10 never fill its shard: 30 students of one school join in a
 * minute, ten at the same moment, with typos to spare, and several classes of one school the
 * same morning fit); globally 2,400 attempts
 * a minute, far above real joining traffic and far below what sweeping a million codes needs.
 */
export const CLASS_JOIN_GUESSES: GuessPolicy = {
  name: 'join-code',
  perAccount: { limit: JOIN_CODE.maxWrongGuesses, windowMs: JOIN_CODE.wrongGuessWindowMs },
  perAddress: { limit: 400, windowMs: 15 * MINUTE },
  wrongPerAddress: { limit: 128, windowMs: 15 * MINUTE },
  addressShards: 8,
  global: { limit: 2400, windowMs: MINUTE },
  globalShards: 24,
};

/**
 * POST /live/join: guests with anonymous identities, so the per-account budget alone means
 * little. Per uid 5 wrong in 10 minutes; per address 96 wrong and 480 attempts in 10 minutes,
 * over 16 shards (6 and 30 each, so one guest's typos never fill a shard: a class of 40 joins
 * in seconds without queueing on one counter, reloads rejoin through the same call, a school
 * runs several games); globally 6,000 attempts a minute (a thousand-player game joins in one
 * minute with room to spare).
 */
export const LIVE_JOIN_GUESSES: GuessPolicy = {
  name: 'live-join',
  perAccount: { limit: 5, windowMs: 10 * MINUTE },
  perAddress: { limit: 480, windowMs: 10 * MINUTE },
  wrongPerAddress: { limit: 96, windowMs: 10 * MINUTE },
  addressShards: 16,
  global: { limit: 6000, windowMs: MINUTE },
  globalShards: 60,
};

export interface GuessCheck {
  key: string;
  rule: RateLimit;
}

export interface GuessKeys {
  account: string;
  address: string;
  wrongAddress: string;
  global: string;
}

/**
 * The keys one attempt consumes. The global budget is split over `globalShards` documents, one
 * picked at random per attempt, each allowing limit / shards: a single global document would
 * take every attempt in the system and, past about one write a second, contend with itself
 * (Firestore's per-document write rate), answering busy to everyone. Shards spread the writes;
 * an attempt refused by a full shard is refused even if others have room, so the budget errs on
 * the strict side.
 */
export function guessKeys(policy: GuessPolicy, who: { uid: string; address: string }, shard: number): GuessKeys {
  const address = `${addressKey(who.address)}:${uidShard(who.uid, policy.addressShards)}`;
  return {
    account: `${policy.name}-guess:${who.uid}`,
    address: `${policy.name}-addr:${address}`,
    wrongAddress: `${policy.name}-wrong-addr:${address}`,
    global: `${policy.name}-global:${Math.abs(Math.trunc(shard)) % policy.globalShards}`,
  };
}

/** The checks consumeLimits runs for one attempt, in a fixed key order. */
export function guessChecks(policy: GuessPolicy, keys: GuessKeys): GuessCheck[] {
  return [
    { key: keys.account, rule: policy.perAccount },
    { key: keys.address, rule: share(policy.perAddress, policy.addressShards) },
    { key: keys.wrongAddress, rule: share(policy.wrongPerAddress, policy.addressShards) },
    { key: keys.global, rule: share(policy.global, policy.globalShards) },
  ];
}

/** One shard's share of a budget (never below 1). */
export function share(rule: RateLimit, shards: number): RateLimit {
  return { limit: Math.max(1, Math.floor(rule.limit / shards)), windowMs: rule.windowMs };
}

/** The address shard of an identity: fixed per uid, so its refunds find its own counter. */
export function uidShard(uid: string, shards: number): number {
  return createHash('sha256').update(uid).digest().readUInt32BE(0) % shards;
}

/** An address as a key part: hashed, so no network address is stored in the clear. */
export function addressKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase() || 'unknown').digest('hex').slice(0, 32);
}
