// The sparks core module against the real Firestore emulator: idempotency, no negative
// balances, and a ledger that always sums to the balance under heavy concurrency.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chargeFeature, chargeSparks, creditSparks, refundCharge } from '@functions/services/sparks';
import { ledgerBalance, ledgerEarned } from '@functions/domain/ledger';
import { adminDb } from '../support/admin';

const newUid = () => `u-${randomUUID()}`;
const op = (name: string) => `${name}-${randomUUID()}`;

async function walletState(uid: string) {
  const [wallet, ledger] = await Promise.all([
    adminDb.doc(`wallets/${uid}`).get(),
    adminDb.collection(`wallets/${uid}/ledger`).get(),
  ]);
  const entries = ledger.docs.map((d) => d.data() as { amount: number; kind: string; earned_delta?: number });
  return {
    balance: (wallet.get('spark_balance') as number | undefined) ?? 0,
    earned: (wallet.get('earned_balance') as number | undefined) ?? 0,
    entries,
  };
}

describe('sparks core', () => {
  it('credits, charges and refunds, keeping ledger and balance equal', async () => {
    const uid = newUid();
    await creditSparks({ uid, amount: 40, reason: 'test', operationId: op('credit') });
    const charge = op('charge');
    expect((await chargeFeature({ uid, feature: 'aiQuiz', operationId: charge })).balance).toBe(25);
    expect((await refundCharge({ uid, chargeOperationId: charge, reason: 'ai_failed' })).balance).toBe(40);
    const { balance, entries } = await walletState(uid);
    expect(balance).toBe(40);
    expect(ledgerBalance(entries)).toBe(balance);
    expect(entries.map((e) => e.kind).sort()).toEqual(['charge', 'credit', 'refund']);
  });

  it('applies a repeated operation id once', async () => {
    const uid = newUid();
    const credit = op('credit');
    await creditSparks({ uid, amount: 10, reason: 'test', operationId: credit });
    const again = await creditSparks({ uid, amount: 10, reason: 'test', operationId: credit });
    expect(again).toMatchObject({ balance: 10, replayed: true });
    const charge = op('charge');
    await chargeSparks({ uid, amount: 3, reason: 'test', operationId: charge });
    await chargeSparks({ uid, amount: 3, reason: 'test', operationId: charge });
    await refundCharge({ uid, chargeOperationId: charge, reason: 'r' });
    await refundCharge({ uid, chargeOperationId: charge, reason: 'r' });
    expect((await walletState(uid)).balance).toBe(10);
    expect((await walletState(uid)).entries).toHaveLength(3);
  });

  it('refuses to reuse an operation id for a different operation', async () => {
    const uid = newUid();
    const id = op('credit');
    await creditSparks({ uid, amount: 10, reason: 'test', operationId: id });
    await expect(creditSparks({ uid, amount: 11, reason: 'test', operationId: id })).rejects.toMatchObject({
      code: 'wallet/operation-conflict',
    });
  });

  it('never goes negative and says how many sparks are missing', async () => {
    const uid = newUid();
    await creditSparks({ uid, amount: 4, reason: 'test', operationId: op('credit') });
    await expect(chargeFeature({ uid, feature: 'invitation', quantity: 3, operationId: op('invite') })).rejects.toMatchObject({
      code: 'wallet/insufficient-sparks',
      values: { needed: 2 },
    });
    expect(await walletState(uid)).toMatchObject({ balance: 4 });
  });

  it('loses and duplicates nothing under 200 concurrent charges and credits', async () => {
    const uid = newUid();
    await creditSparks({ uid, amount: 100, reason: 'test', operationId: op('start') });
    const ops = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? creditSparks({ uid, amount: 3, reason: 'test', operationId: `c-${i}-${uid}` })
        : chargeSparks({ uid, amount: 2, reason: 'test', operationId: `d-${i}-${uid}` }),
    );
    // A quarter of them again, concurrently, with the same operation ids: replays.
    const replays = Array.from({ length: 50 }, (_, k) => {
      const i = k * 4;
      return creditSparks({ uid, amount: 3, reason: 'test', operationId: `c-${i}-${uid}` });
    });
    const results = await Promise.allSettled([...ops, ...replays]);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected).toEqual([]);
    const { balance, entries } = await walletState(uid);
    expect(entries).toHaveLength(201);
    expect(balance).toBe(100 + 100 * 3 - 100 * 2);
    expect(ledgerBalance(entries)).toBe(balance);
  });

  it('loses and duplicates nothing when 4 processes (instances) charge and credit one wallet at once', async () => {
    const uid = newUid();
    await creditSparks({ uid, amount: 100, reason: 'test', operationId: op('start') });
    const worker = new URL('../support/sparks-worker.cjs', import.meta.url).pathname;
    const runs = await Promise.all(
      [0, 1, 2, 3].map((w) => promisify(execFile)('node', [worker, uid, String(w), '50'], { env: process.env })),
    );
    for (const run of runs) expect(JSON.parse(run.stdout)).toEqual({ failed: [] });
    const { balance, entries } = await walletState(uid);
    expect(entries).toHaveLength(201);
    expect(balance).toBe(100 + 100 * 3 - 100 * 2);
    expect(ledgerBalance(entries)).toBe(balance);
  }, 120_000);

  it('lets exactly as many concurrent charges through as the balance covers', async () => {
    const uid = newUid();
    await creditSparks({ uid, amount: 50, reason: 'test', operationId: op('start') });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => chargeSparks({ uid, amount: 5, reason: 'test', operationId: `x-${i}-${uid}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(10);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'wallet/insufficient-sparks' });
    }
    expect((await walletState(uid)).balance).toBe(0);
  });

  it('keeps earned (exchangeable) sparks apart: credits are not earned unless said, holds take earned only', async () => {
    const uid = newUid();
    await creditSparks({ uid, amount: 100, reason: 'grant', operationId: op('grant') });
    await expect(chargeSparks({ uid, amount: 50, reason: 'exchange', operationId: op('hold'), earnedOnly: true })).rejects.toMatchObject({
      code: 'exchange/exceeds-earned',
      values: { exchangeable: 0 },
    });
    const sale = op('sale');
    await creditSparks({ uid, amount: 30, reason: 'sale', operationId: sale, earned: true });
    // The same id as a non-exchangeable credit is another operation.
    await expect(creditSparks({ uid, amount: 30, reason: 'sale', operationId: sale })).rejects.toMatchObject({ code: 'wallet/operation-conflict' });
    const charge = op('charge');
    expect(await chargeSparks({ uid, amount: 110, reason: 'test', operationId: charge })).toMatchObject({ balance: 20, earned: 20 });
    expect(await refundCharge({ uid, chargeOperationId: charge, reason: 'r' })).toMatchObject({ balance: 130, earned: 30 });
    expect(await walletState(uid)).toMatchObject({ balance: 130, earned: 30 });
  });

  it('keeps both sums under concurrent earned credits, charges and exchange holds', async () => {
    const uid = newUid();
    await creditSparks({ uid, amount: 100, reason: 'grant', operationId: op('start') });
    const results = await Promise.allSettled(
      Array.from({ length: 90 }, (_, i) => {
        if (i % 3 === 0) return creditSparks({ uid, amount: 10, reason: 'sale', operationId: `e-${i}-${uid}`, earned: true });
        if (i % 3 === 1) return chargeSparks({ uid, amount: 3, reason: 'test', operationId: `d-${i}-${uid}` });
        return chargeSparks({ uid, amount: 3, reason: 'exchange', operationId: `h-${i}-${uid}`, earnedOnly: true });
      }),
    );
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'exchange/exceeds-earned' });
    }
    const { balance, earned, entries } = await walletState(uid);
    expect(ledgerBalance(entries)).toBe(balance);
    expect(ledgerEarned(entries)).toBe(earned);
    expect(earned).toBeGreaterThanOrEqual(0);
    expect(earned).toBeLessThanOrEqual(balance);
    expect(entries.filter((e) => e.kind === 'credit' && (e.earned_delta ?? 0) > 0)).toHaveLength(30);
  });
});
