// Sellers exchange sparks for riyals (docs/market.md, "Seller side" and "Administrators").
// The sparks are held (charged) when the request is made, in the same transaction as the
// request document; a rejection refunds that charge in the same transaction as the decision.
// Only earned sparks (sales) can be held, and a rejection gives them back as earned.
import { Timestamp, type DocumentData, type Query, type Transaction } from 'firebase-admin/firestore';
import { maskIban, riyalsFor } from '../domain/market-pricing';
import { payoutPaid } from '../domain/notifications/notification-inputs';
import type { Caller } from '../lib/auth-context';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { withKeyLock } from '../lib/key-lock';
import type { ExchangeStatus } from '../shared/constants';
import type { CreateExchangeInput, ExchangeRequestView } from '../shared/schemas/exchange';
import { memberIdentity, toIso } from './classes-docs';
import { notifyInTransaction } from './notifications/notify';
import { chargeSparks, refundCharge } from './sparks';

// Same as the sparks module: retry contention on a busy wallet well beyond the default 5.
const TRANSACTION_ATTEMPTS = 50;
const LIST_LIMIT = 500;

const requestRef = (id: string) => db.collection('exchangeRequests').doc(id);
const holdOperationId = (requestId: string) => `exchange:${requestId}`;

interface StoredExchange {
  seller_uid: string;
  seller_name: string;
  sparks: number;
  riyals: string;
  iban: string;
  account_name: string;
  status: ExchangeStatus;
  reason: string | null;
  reference: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

function toView(id: string, data: DocumentData, withIban: boolean): ExchangeRequestView {
  const stored = data as StoredExchange;
  return {
    id,
    seller_uid: stored.seller_uid,
    seller_name: stored.seller_name,
    sparks: stored.sparks,
    riyals: stored.riyals,
    iban_masked: maskIban(stored.iban),
    ...(withIban && { iban: stored.iban }),
    account_name: stored.account_name,
    status: stored.status,
    reason: stored.reason ?? null,
    reference: stored.reference ?? null,
    created_at: toIso(stored.created_at),
    decided_at: toIso(stored.decided_at),
  };
}

/**
 * POST /market/exchange-requests (teachers). Retrying with the same request_id answers the
 * recorded request (replayed) and holds nothing more.
 */
export async function createExchangeRequest(
  seller: Pick<Caller, 'uid' | 'email' | 'userType'>,
  input: CreateExchangeInput,
): Promise<{ request: ExchangeRequestView; replayed: boolean }> {
  if (seller.userType !== 'teacher') throw new ApiError('exchange/sellers-only');
  const { name } = await memberIdentity(seller.uid, seller.email);
  const ref = requestRef(input.request_id);
  return withKeyLock(`wallet:${seller.uid}`, () =>
    db.runTransaction(
      async (t) => {
        const existing = await t.get(ref);
        if (existing.exists) {
          // Request ids are client-made: another seller's id is not this seller's retry.
          if (existing.get('seller_uid') !== seller.uid) throw new ApiError('wallet/operation-conflict');
          return { request: toView(ref.id, existing.data() ?? {}, false), replayed: true };
        }
        // The hold takes earned sparks only (bought or granted ones are never cashed out):
        // beyond them it throws exchange/exceeds-earned. It reads the wallet before this
        // transaction writes anything.
        await chargeSparks(
          { uid: seller.uid, amount: input.sparks, reason: 'exchange', operationId: holdOperationId(ref.id), earnedOnly: true },
          t,
        );
        const stored: StoredExchange = {
          seller_uid: seller.uid,
          seller_name: name,
          sparks: input.sparks,
          riyals: riyalsFor(input.sparks),
          iban: input.iban,
          account_name: input.account_name,
          status: 'pending',
          reason: null,
          reference: null,
          created_at: Timestamp.now(),
          decided_at: null,
          decided_by: null,
        };
        t.create(ref, stored);
        return { request: toView(ref.id, stored, false), replayed: false };
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
}

/** GET /market/exchange-requests: the seller's own requests, newest first (IBAN masked). */
export async function listOwnExchangeRequests(sellerUid: string): Promise<ExchangeRequestView[]> {
  const snap = await db
    .collection('exchangeRequests')
    .where('seller_uid', '==', sellerUid)
    .orderBy('created_at', 'desc')
    .limit(LIST_LIMIT)
    .get();
  return snap.docs.map((doc) => toView(doc.id, doc.data(), false));
}

/** GET /admin/market/payouts?status=: every request (or those in one status), with the full IBAN. */
export async function listPayouts(status?: ExchangeStatus): Promise<ExchangeRequestView[]> {
  let query: Query = db.collection('exchangeRequests');
  if (status) query = query.where('status', '==', status);
  const snap = await query.orderBy('created_at', 'desc').limit(LIST_LIMIT).get();
  return snap.docs.map((doc) => toView(doc.id, doc.data(), true));
}

async function pendingRequest(t: Transaction, id: string): Promise<StoredExchange> {
  const snap = await t.get(requestRef(id));
  if (!snap.exists) throw new ApiError('exchange/not-found');
  const stored = snap.data() as StoredExchange;
  if (stored.status !== 'pending') throw new ApiError('exchange/already-decided');
  return stored;
}

/** POST /admin/market/payouts/{id}/paid: the transfer was made; the held sparks stay spent. */
export async function markPayoutPaid(adminUid: string, id: string, reference?: string): Promise<ExchangeRequestView> {
  return db.runTransaction(
    async (t) => {
      const stored = await pendingRequest(t, id);
      const decided = { status: 'paid' as const, reference: reference || null, decided_at: Timestamp.now(), decided_by: adminUid };
      t.update(requestRef(id), decided);
      const notice = payoutPaid(id, { ...stored });
      if (notice) notifyInTransaction(t, notice.uids[0]!, notice.input);
      return toView(id, { ...stored, ...decided }, true);
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** POST /admin/market/payouts/{id}/reject: the held sparks go back, once, with the decision. */
export async function rejectPayout(adminUid: string, id: string, reason?: string): Promise<ExchangeRequestView> {
  const first = await requestRef(id).get();
  if (!first.exists) throw new ApiError('exchange/not-found');
  const sellerUid = first.get('seller_uid') as string;
  return withKeyLock(`wallet:${sellerUid}`, () =>
    db.runTransaction(
      async (t) => {
        const stored = await pendingRequest(t, id);
        await refundCharge({ uid: stored.seller_uid, chargeOperationId: holdOperationId(id), reason: 'exchange_rejected' }, t);
        const decided = { status: 'rejected' as const, reason: reason || null, decided_at: Timestamp.now(), decided_by: adminUid };
        t.update(requestRef(id), decided);
        return toView(id, { ...stored, ...decided }, true);
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
}
