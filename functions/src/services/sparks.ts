// The one server-side module that moves sparks. Every change is a ledger entry whose id is
// the caller's operation id, written in the same transaction as the balance, so a retried
// operation is applied once and the ledger always sums to the balance.
//
// Only sparks earned from sales are exchangeable for riyals (`earned_balance`, the ledger's
// `earned_delta`); welcome sparks (`promo_balance`, `promo_delta`) pay for platform features
// but never for marketplace products; every other credit, by default, only raises the total.
// The arithmetic is functions/src/domain/ledger.ts.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  InsufficientSparksError,
  ledgerCategory,
  NotExchangeableError,
  planEntry,
  PromoNotSpendableError,
  sameOperation,
  walletBalances,
  type EntryRequest,
  type WalletBalances,
} from '../domain/ledger';
import { ApiError } from '../lib/http';
import { db } from '../lib/admin';
import { withKeyLock } from '../lib/key-lock';
import { SPARK_COSTS, type SparkCostKey } from '../shared/constants';
import { operationIdSchema, type LedgerEntry, type LedgerKind } from '../shared/schemas/wallet';

export interface SparksResult {
  balance: number;
  /** The exchangeable part of the balance after the operation. */
  earned: number;
  /** The welcome (promo) part of the balance after the operation. */
  promo: number;
  operationId: string;
  /** True when the operation id had already been applied (nothing changed now). */
  replayed: boolean;
}

interface Operation {
  uid: string;
  operationId: string;
  kind: LedgerKind;
  amount: number;
  reason: string;
  /** Credits: exchangeable (a sale's earnings). */
  earned?: boolean;
  /** Credits: welcome sparks (platform features only). */
  promo?: boolean;
  /** Charges: earned sparks only (an exchange hold). */
  earnedOnly?: boolean;
  /** Charges: a marketplace purchase, which never takes promo sparks. */
  market?: boolean;
  /** Refunds: the earned sparks the refunded charge took, given back as earned. */
  earnedRefund?: number;
  /** Refunds: the promo sparks the refunded charge took, given back as promo. */
  promoRefund?: number;
  refundOf?: string;
}

const walletRef = (uid: string) => db.collection('wallets').doc(uid);
const ledgerRef = (uid: string, operationId: string) => walletRef(uid).collection('ledger').doc(operationId);

// Many writers may hit one wallet at once (bulk invites, concurrent purchases): retry
// contention well beyond the SDK's default of 5 attempts.
const TRANSACTION_ATTEMPTS = 50;

/** One operation, in the caller's transaction or in its own (queued per wallet). */
function apply(op: Operation, tx?: Transaction): Promise<SparksResult> {
  const body = async (t: Transaction): Promise<SparksResult> => (await applyOperations([op], t))[0]!;
  if (tx) return body(tx);
  return withKeyLock(`wallet:${op.uid}`, () => db.runTransaction(body, { maxAttempts: TRANSACTION_ATTEMPTS }));
}

/**
 * Takes sparks for a feature: welcome sparks first, then bought, then earned ones. Throws ApiError
 * wallet/insufficient-sparks (402, with values.needed) when the balance does not cover it.
 * With `earnedOnly` (an exchange hold) it takes earned sparks only and throws
 * exchange/exceeds-earned (with values.exchangeable) beyond them. Pass `tx` to make the
 * charge part of a larger transaction (all or nothing with the feature's own writes).
 */
export function chargeSparks(
  input: { uid: string; amount: number; reason: string; operationId: string; earnedOnly?: boolean },
  tx?: Transaction,
): Promise<SparksResult> {
  return apply({ ...input, kind: 'charge' }, tx);
}

/** Charges the spec's cost of a feature, times `quantity` (e.g. invitations). */
export function chargeFeature(
  input: { uid: string; feature: SparkCostKey; operationId: string; quantity?: number },
  tx?: Transaction,
): Promise<SparksResult> {
  const amount = SPARK_COSTS[input.feature] * (input.quantity ?? 1);
  return chargeSparks({ uid: input.uid, amount, reason: input.feature, operationId: input.operationId }, tx);
}

/**
 * Gives sparks (purchases, grants, demo data). They are NOT exchangeable unless `earned` is
 * true, which is for sparks earned from sales only: anything bought or granted must never
 * be cashed out. `promo` (welcome grants) also keeps them out of marketplace purchases.
 */
export function creditSparks(
  input: { uid: string; amount: number; reason: string; operationId: string; earned?: boolean; promo?: boolean },
  tx?: Transaction,
): Promise<SparksResult> {
  return apply({ ...input, kind: 'credit' }, tx);
}

/**
 * Gives back a whole earlier charge (e.g. the AI failed, a payout was rejected), with the
 * same mix it took: its earned sparks come back earned, the rest non-exchangeable. Idempotent: the refund's own
 * operation id is derived from the charge's, so it can happen once only. Pass `tx` to make
 * the refund part of a larger transaction (it reads first, so call it before any write).
 */
export function refundCharge(
  input: { uid: string; chargeOperationId: string; reason: string },
  tx?: Transaction,
): Promise<SparksResult> {
  const body = async (t: Transaction): Promise<SparksResult> => {
    const charge = await t.get(ledgerRef(input.uid, input.chargeOperationId));
    const recorded = charge.data() as LedgerEntry | undefined;
    if (!recorded || recorded.kind !== 'charge') throw new Error(`No charge ${input.chargeOperationId} to refund`);
    return apply(
      {
        uid: input.uid,
        operationId: `refund:${input.chargeOperationId}`,
        kind: 'refund',
        amount: -recorded.amount,
        earnedRefund: -(recorded.earned_delta ?? 0),
        promoRefund: -(recorded.promo_delta ?? 0),
        reason: input.reason,
        refundOf: input.chargeOperationId,
      },
      t,
    );
  };
  if (tx) return body(tx);
  return withKeyLock(`wallet:${input.uid}`, () => db.runTransaction(body, { maxAttempts: TRANSACTION_ATTEMPTS }));
}

/** One sparks movement of a batch applied with applySparksOperations. */
export interface SparksOperation {
  uid: string;
  operationId: string;
  kind: 'charge' | 'credit';
  amount: number;
  reason: string;
  /** Credits: exchangeable sparks (a sale's earnings only). Default false. */
  earned?: boolean;
  /** Charges: a marketplace purchase, paid without promo (welcome) sparks. Default false. */
  market?: boolean;
}

/**
 * Applies several operations, on one or more wallets, inside the caller's transaction: all
 * or nothing with the feature's own writes (a checkout charges the buyer and credits each
 * seller at once). Firestore wants every read before any write, so this reads every wallet
 * and ledger entry first, plans, then writes: call it before the transaction's own writes.
 * Each operation id is applied once; a replayed id with a different amount or kind throws
 * wallet/operation-conflict; a charge the balance does not cover throws
 * wallet/insufficient-sparks with values.needed (a `market` charge that the promo sparks
 * would have covered: market/promo-not-spendable with values.available and needed). Results are in the order of `ops`.
 */
export function applySparksOperations(ops: readonly SparksOperation[], tx: Transaction): Promise<SparksResult[]> {
  return applyOperations(ops, tx);
}

/** applySparksOperations for every kind of operation (refunds too); apply uses it for one. */
async function applyOperations(ops: readonly Operation[], tx: Transaction): Promise<SparksResult[]> {
  const seen = new Set<string>();
  for (const op of ops) {
    if (!operationIdSchema.safeParse(op.operationId).success) throw new Error(`Invalid operation id: ${op.operationId}`);
    const key = `${op.uid}/${op.operationId}`;
    if (seen.has(key)) throw new Error(`Operation ${op.operationId} appears twice in one batch`);
    seen.add(key);
  }
  if (ops.length === 0) return [];
  const uids = [...new Set(ops.map((op) => op.uid))];
  // One round trip for every read.
  const snaps = await tx.getAll(...uids.map(walletRef), ...ops.map((op) => ledgerRef(op.uid, op.operationId)));
  const balances = new Map<string, WalletBalances>(uids.map((uid, i) => [uid, walletBalances(snaps[i]?.data())]));
  const entrySnaps = snaps.slice(uids.length);

  const planned: { op: Operation; entry?: LedgerEntry; result: SparksResult }[] = ops.map((op, i) => {
    const wallet = balances.get(op.uid) ?? { total: 0, earned: 0, promo: 0 };
    const recordedSnap = entrySnaps[i];
    if (recordedSnap?.exists) {
      if (!sameOperation(recordedSnap.data() as LedgerEntry, op)) throw new ApiError('wallet/operation-conflict');
      return { op, result: { balance: wallet.total, earned: wallet.earned, promo: wallet.promo, operationId: op.operationId, replayed: true } };
    }
    let plan;
    try {
      plan = planEntry(wallet, entryRequest(op));
    } catch (error) {
      if (error instanceof InsufficientSparksError) throw new ApiError('wallet/insufficient-sparks', { needed: error.needed });
      if (error instanceof NotExchangeableError) throw new ApiError('exchange/exceeds-earned', { exchangeable: error.exchangeable });
      if (error instanceof PromoNotSpendableError) {
        throw new ApiError('market/promo-not-spendable', { available: error.available, needed: error.needed });
      }
      throw error;
    }
    balances.set(op.uid, { total: plan.balanceAfter, earned: plan.earnedAfter, promo: plan.promoAfter });
    const entry: LedgerEntry = {
      kind: op.kind,
      amount: plan.amount,
      balance_after: plan.balanceAfter,
      earned_delta: plan.earnedDelta,
      earned_after: plan.earnedAfter,
      // Only entries that touch the promo part carry it: older readers see nothing new.
      ...((plan.promoDelta !== 0 || plan.promoAfter !== 0) && { promo_delta: plan.promoDelta, promo_after: plan.promoAfter }),
      reason: op.reason,
      category: ledgerCategory(op.kind, op.reason),
      created_at: FieldValue.serverTimestamp(),
      ...(op.refundOf && { refund_of: op.refundOf }),
    };
    const result = { balance: plan.balanceAfter, earned: plan.earnedAfter, promo: plan.promoAfter, operationId: op.operationId, replayed: false };
    return { op, entry, result };
  });

  // Writes only after every plan succeeded: one balance write per changed wallet.
  const now = FieldValue.serverTimestamp();
  const changed = new Set<string>();
  for (const { op, entry } of planned) {
    if (!entry) continue;
    tx.create(ledgerRef(op.uid, op.operationId), entry);
    changed.add(op.uid);
  }
  for (const uid of changed) {
    const wallet = balances.get(uid)!;
    tx.set(
      walletRef(uid),
      { spark_balance: wallet.total, earned_balance: wallet.earned, promo_balance: wallet.promo, updated_at: now },
      { merge: true },
    );
  }
  // A replayed operation reports the wallet's balances after this batch.
  return planned.map(({ op, result }) => {
    const wallet = balances.get(op.uid);
    return result.replayed && wallet ? { ...result, balance: wallet.total, earned: wallet.earned, promo: wallet.promo } : result;
  });
}

/** The domain's view of an operation. */
function entryRequest(op: Operation): EntryRequest {
  switch (op.kind) {
    case 'credit':
      return { kind: 'credit', amount: op.amount, earned: op.earned ?? false, promo: op.promo ?? false };
    case 'charge':
      return { kind: 'charge', amount: op.amount, earnedOnly: op.earnedOnly ?? false, market: op.market ?? false };
    case 'refund':
      return { kind: 'refund', amount: op.amount, earnedRefund: op.earnedRefund ?? 0, promoRefund: op.promoRefund ?? 0 };
  }
}

/**
 * Runs work holding the in-process locks of several wallets, taken in sorted order so two
 * batches over the same wallets never wait on each other. Same purpose as withKeyLock.
 */
export function withWalletLocks<T>(uids: readonly string[], work: () => Promise<T>): Promise<T> {
  const keys = [...new Set(uids)].sort().map((uid) => `wallet:${uid}`);
  const run = (i: number): Promise<T> => (i === keys.length ? work() : withKeyLock(keys[i]!, () => run(i + 1)));
  return run(0);
}

export async function getSparkBalance(uid: string): Promise<number> {
  return (await getWalletBalances(uid)).total;
}

/** A wallet's figures: every spark, the exchangeable (earned) part and the welcome (promo) part. */
export async function getWalletBalances(uid: string): Promise<WalletBalances> {
  return walletBalances((await walletRef(uid).get()).data());
}
