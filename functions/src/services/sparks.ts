// The one server-side module that moves sparks. Every change is a ledger entry whose id is
// the caller's operation id, written in the same transaction as the balance, so a retried
// operation is applied once and the ledger always sums to the balance.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { InsufficientSparksError, planEntry, sameOperation } from '../domain/ledger';
import { ApiError } from '../lib/http';
import { db } from '../lib/admin';
import { withKeyLock } from '../lib/key-lock';
import { SPARK_COSTS, type SparkCostKey } from '../shared/constants';
import { operationIdSchema, type LedgerEntry, type LedgerKind } from '../shared/schemas/wallet';

export interface SparksResult {
  balance: number;
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
  refundOf?: string;
}

const walletRef = (uid: string) => db.collection('wallets').doc(uid);
const ledgerRef = (uid: string, operationId: string) => walletRef(uid).collection('ledger').doc(operationId);

// Many writers may hit one wallet at once (bulk invites, concurrent purchases): retry
// contention well beyond the SDK's default of 5 attempts.
const TRANSACTION_ATTEMPTS = 50;

async function apply(op: Operation, tx?: Transaction): Promise<SparksResult> {
  if (!operationIdSchema.safeParse(op.operationId).success) {
    throw new Error(`Invalid operation id: ${op.operationId}`);
  }
  const body = async (t: Transaction): Promise<SparksResult> => {
    const [walletSnap, entrySnap] = await Promise.all([t.get(walletRef(op.uid)), t.get(ledgerRef(op.uid, op.operationId))]);
    const balance = (walletSnap.get('spark_balance') as number | undefined) ?? 0;
    if (entrySnap.exists) {
      const recorded = entrySnap.data() as LedgerEntry;
      if (!sameOperation(recorded, op)) throw new ApiError('wallet/operation-conflict');
      return { balance, operationId: op.operationId, replayed: true };
    }
    let planned;
    try {
      planned = planEntry(balance, op.kind, op.amount);
    } catch (error) {
      if (error instanceof InsufficientSparksError) {
        throw new ApiError('wallet/insufficient-sparks', { needed: error.needed });
      }
      throw error;
    }
    const now = FieldValue.serverTimestamp();
    t.set(walletRef(op.uid), { spark_balance: planned.balanceAfter, updated_at: now }, { merge: true });
    const entry: LedgerEntry = {
      kind: op.kind,
      amount: planned.amount,
      balance_after: planned.balanceAfter,
      reason: op.reason,
      created_at: now,
      ...(op.refundOf && { refund_of: op.refundOf }),
    };
    t.create(ledgerRef(op.uid, op.operationId), entry);
    return { balance: planned.balanceAfter, operationId: op.operationId, replayed: false };
  };
  if (tx) return body(tx);
  return withKeyLock(`wallet:${op.uid}`, () => db.runTransaction(body, { maxAttempts: TRANSACTION_ATTEMPTS }));
}

/**
 * Takes sparks for a feature. Throws ApiError wallet/insufficient-sparks (402, with
 * values.needed) when the balance does not cover it. Pass `tx` to make the charge part of
 * a larger transaction (all or nothing with the feature's own writes).
 */
export function chargeSparks(
  input: { uid: string; amount: number; reason: string; operationId: string },
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

/** Gives sparks (purchases, sales earnings, demo data). */
export function creditSparks(
  input: { uid: string; amount: number; reason: string; operationId: string },
  tx?: Transaction,
): Promise<SparksResult> {
  return apply({ ...input, kind: 'credit' }, tx);
}

/**
 * Gives back a whole earlier charge (e.g. the AI failed). Idempotent: the refund's own
 * operation id is derived from the charge's, so it can happen once only.
 */
export function refundCharge(input: { uid: string; chargeOperationId: string; reason: string }): Promise<SparksResult> {
  return withKeyLock(`wallet:${input.uid}`, () => db.runTransaction(
    async (t) => {
      const charge = await t.get(ledgerRef(input.uid, input.chargeOperationId));
      const recorded = charge.data() as LedgerEntry | undefined;
      if (!recorded || recorded.kind !== 'charge') throw new Error(`No charge ${input.chargeOperationId} to refund`);
      return apply(
        {
          uid: input.uid,
          operationId: `refund:${input.chargeOperationId}`,
          kind: 'refund',
          amount: -recorded.amount,
          reason: input.reason,
          refundOf: input.chargeOperationId,
        },
        t,
      );
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  ));
}

export async function getSparkBalance(uid: string): Promise<number> {
  const snap = await walletRef(uid).get();
  return (snap.get('spark_balance') as number | undefined) ?? 0;
}
