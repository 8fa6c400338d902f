// 200 purchases, feature charges and exchange holds at once across 20 buyers and 4 sellers,
// in this process through the services (as many requests on one instance would) and over
// HTTP (another instance): no spark is lost or made, no product is bought twice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ledgerBalance, ledgerEarned } from '@functions/domain/ledger';
import { cartTotals, linePrice } from '@functions/domain/market-pricing';
import { createExchangeRequest } from '@functions/services/exchange';
import { placeOrder } from '@functions/services/orders';
import { applySparksOperations, chargeFeature, chargeSparks, creditSparks, refundCharge } from '@functions/services/sparks';
import { checkoutSchema } from '@shared/schemas/market';
import { SPARK_COSTS } from '@shared/constants';
import { adminDb } from '../support/admin';
import { db } from '@functions/lib/admin';
import { call } from '../support/api';
import { createProductDirect } from '../support/market';
import { createTestUser } from '../support/users';
import { walletState } from '../support/wallets';

const PRICES = [0, 15, 120, 55, 300];
const SELLERS = 4;
const BUYERS = 20;
const BUYER_FUNDS = 2100;
const SELLER_FUNDS = 1600;
const HOLDS = 5;
const HOLD = 300;
const HTTP_RACERS = 4;

interface PlannedOrder {
  buyer: number;
  orderId: string;
  productIds: string[];
  total: number;
  run: () => Promise<unknown>;
}

describe('marketplace under concurrency', () => {
  it('keeps every wallet equal to its ledger and conserves sparks over 200 concurrent operations', async () => {
    const sellers = await Promise.all(Array.from({ length: SELLERS }, () => createTestUser({ userType: 'teacher' })));
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createTestUser()));
    await Promise.all([
      // Sellers start with earned sparks (as if from earlier sales): only those can be held for
      // an exchange, whatever order the holds and this run's sales land in.
      ...sellers.map((s) => creditSparks({ uid: s.uid, amount: SELLER_FUNDS, reason: 'test', operationId: `start-${s.uid}`, earned: true })),
      ...buyers.map((b) => creditSparks({ uid: b.uid, amount: BUYER_FUNDS, reason: 'test', operationId: `start-${b.uid}` })),
    ]);
    // products[s][k]: seller s's product at PRICES[k].
    const products = await Promise.all(
      sellers.map((s, i) => Promise.all(PRICES.map((price) => createProductDirect({ uid: s.uid, name: `Seller ${i}` }, { price })))),
    );
    const priceOf = new Map(products.flat().map((p) => [p.productId, p.price]));
    const totalOf = (ids: string[]) => cartTotals(ids.map((id) => linePrice(priceOf.get(id) ?? 0))).total;

    const orders: PlannedOrder[] = [];
    buyers.forEach((buyer, b) => {
      const plan = (productIds: string[], http: boolean, orderId = randomUUID()) => {
        const total = totalOf(productIds);
        const body = { order_id: orderId, product_ids: productIds, expected_total: total };
        const run = http
          ? async () => {
              const result = await call('POST', '/market/orders', { token: buyer.token, body });
              if (result.status !== 201 && result.status !== 200) throw Object.assign(new Error(result.text), { code: result.body.code });
              return result;
            }
          : () => placeOrder(buyer.uid, checkoutSchema.parse(body));
        orders.push({ buyer: b, orderId, productIds, total, run });
        return orderId;
      };
      // Five orders of one product of each seller: every order credits all four sellers.
      for (let k = 0; k < PRICES.length; k += 1) {
        const id = plan(products.map((ofSeller) => ofSeller[k]!.productId), false);
        // The same order sent twice at once (a client retry).
        if (k === 2) plan(products.map((ofSeller) => ofSeller[k]!.productId), false, id);
      }
      // Racing orders 0 and 1 for the same products: one side loses. A few go over HTTP (the
      // functions emulator starts one worker per concurrent request, so only a few).
      plan([products[0]![0]!.productId, products[1]![1]!.productId], b < HTTP_RACERS);
    });

    const featureCharges = [
      ...buyers.map((b) => () => chargeFeature({ uid: b.uid, feature: 'aiQuiz', operationId: `feature-${randomUUID()}` })),
      ...sellers.flatMap((s) => Array.from({ length: HOLDS }, () => () => chargeFeature({ uid: s.uid, feature: 'templateQuiz', operationId: `feature-${randomUUID()}` }))),
    ];
    const holds = sellers.flatMap((s) =>
      Array.from({ length: HOLDS }, () => () =>
        createExchangeRequest(
          { uid: s.uid, email: s.email, userType: 'teacher' },
          { request_id: randomUUID(), sparks: HOLD, iban: 'SA0380000000608010167519', account_name: 'Seller' },
        ),
      ),
    );
    const work = [...orders.map((o) => o.run), ...featureCharges, ...holds];
    expect(work.length).toBe(200);

    const results = await Promise.allSettled(work.map((run) => run()));
    const orderResults = results.slice(0, orders.length);
    const otherResults = results.slice(orders.length);
    // Charges and holds were all covered; orders fail only by losing a race for a product.
    expect(otherResults.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const r of orderResults) {
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code, String(r.reason)).toBe('market/already-purchased');
    }

    // What happened, per buyer: the orders recorded (a replayed order_id counts once).
    const recorded = await Promise.all(orders.map((o) => adminDb.doc(`orders/${buyers[o.buyer]!.uid}_${o.orderId}`).get()));
    const succeeded = new Map<string, PlannedOrder>();
    orders.forEach((o, i) => {
      if (recorded[i]!.exists) succeeded.set(o.orderId, o);
    });
    const orderOk = orders.map((o) => succeeded.has(o.orderId));
    orderResults.forEach((r, i) => expect(r.status === 'fulfilled').toBe(orderOk[i]));

    const productIds = [...priceOf.keys()];
    const sales = (await adminDb.collection('sales').where('product_id', 'in', productIds).get()).docs.map((d) => d.data());
    const expectedLines = [...succeeded.values()].flatMap((o) => o.productIds.map((id) => `${buyers[o.buyer]!.uid}/${id}`));
    // Nobody owns a product twice; every line of every recorded order has one sale.
    expect(new Set(expectedLines).size).toBe(expectedLines.length);
    expect(sales.map((s) => `${s.buyer_uid as string}/${s.product_id as string}`).sort()).toEqual([...expectedLines].sort());
    for (let b = 0; b < BUYERS; b += 1) {
      // Either the HTTP order won both contested products, or orders 0 and 1 kept them.
      const mine = [...succeeded.values()].filter((o) => o.buyer === b);
      const racer = orders.filter((o) => o.buyer === b).at(-1)!;
      const contested = orders.filter((o) => o.buyer === b).slice(0, 2);
      expect(succeeded.has(racer.orderId) && contested.some((o) => succeeded.has(o.orderId))).toBe(false);
      const purchases = await adminDb.collection(`users/${buyers[b]!.uid}/purchases`).get();
      expect(purchases.size).toBe(mine.reduce((n, o) => n + o.productIds.length, 0));
    }
    for (const product of products.flat()) {
      const count = (await adminDb.doc(`products/${product.productId}`).get()).get('sales_count') as number;
      expect(count).toBe(sales.filter((s) => s.product_id === product.productId).length);
    }

    // Every wallet equals its ledger, both figures; nothing is negative; earned stays within the total.
    const states = new Map(await Promise.all([...buyers, ...sellers].map(async (u) => [u.uid, await walletState(u.uid)] as const)));
    for (const state of states.values()) {
      expect(state.balance).toBeGreaterThanOrEqual(0);
      expect(ledgerBalance(state.entries)).toBe(state.balance);
      expect(ledgerEarned(state.entries)).toBe(state.earned);
      expect(state.earned).toBeGreaterThanOrEqual(0);
      expect(state.earned).toBeLessThanOrEqual(state.balance);
    }
    // Buyers paid exactly what the sales say; sellers earned it minus the platform's commission.
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const paid = -sum(buyers.flatMap((b) => states.get(b.uid)!.entries.filter((e) => e.id.startsWith('order:')).map((e) => e.amount)));
    const earned = sum(sellers.flatMap((s) => states.get(s.uid)!.entries.filter((e) => e.id.startsWith('sale:')).map((e) => e.amount)));
    const commission = sum(sales.map((s) => s.commission as number));
    expect(paid).toBe(sum([...succeeded.values()].map((o) => o.total)));
    // Buyers' sparks were all bought: none of them is exchangeable.
    for (const b of buyers) expect(states.get(b.uid)!.earned).toBe(0);
    expect(paid).toBe(sum(sales.map((s) => s.charged as number)));
    expect(paid).toBe(earned + commission);
    expect(earned).toBe(sum(sales.map((s) => s.earnings as number)));

    buyers.forEach((b, i) => {
      const spent = sum([...succeeded.values()].filter((o) => o.buyer === i).map((o) => o.total));
      expect(states.get(b.uid)!.balance).toBe(BUYER_FUNDS - SPARK_COSTS.aiQuiz - spent);
    });
    sellers.forEach((s) => {
      const earnings = sum(sales.filter((sale) => sale.seller_uid === s.uid).map((sale) => sale.earnings as number));
      expect(states.get(s.uid)!.balance).toBe(SELLER_FUNDS - HOLDS * HOLD - HOLDS * SPARK_COSTS.templateQuiz + earnings);
      // Every seller spark is earned here, so the earned part is the whole balance.
      expect(states.get(s.uid)!.earned).toBe(states.get(s.uid)!.balance);
    });
    const requests = await adminDb.collection('exchangeRequests').where('seller_uid', 'in', sellers.map((s) => s.uid)).get();
    expect(requests.size).toBe(SELLERS * HOLDS);
  }, 240_000);
});

describe('applySparksOperations and refundCharge in a caller\'s transaction', () => {
  const uid = () => `u-${randomUUID()}`;
  const run = <T>(work: Parameters<typeof db.runTransaction<T>>[0]) => db.runTransaction(work);

  it('moves sparks between several wallets all or nothing', async () => {
    const [a, b, c] = [uid(), uid(), uid()];
    await creditSparks({ uid: a, amount: 100, reason: 'test', operationId: `start-${a}` });
    const ops = [
      { uid: a, operationId: `op1-${a}`, kind: 'charge' as const, amount: 60, reason: 'test' },
      { uid: b, operationId: `op2-${b}`, kind: 'credit' as const, amount: 50, reason: 'test' },
      { uid: c, operationId: `op3-${c}`, kind: 'credit' as const, amount: 10, reason: 'test' },
      // The same wallet twice in one batch: the second charge sees the first.
      { uid: a, operationId: `op4-${a}`, kind: 'charge' as const, amount: 40, reason: 'test' },
    ];
    const results = await run((t) => applySparksOperations(ops, t));
    expect(results.map((r) => [r.balance, r.replayed])).toEqual([[40, false], [50, false], [10, false], [0, false]]);
    // The whole batch again: replayed, nothing changes.
    const again = await run((t) => applySparksOperations(ops, t));
    expect(again.every((r) => r.replayed)).toBe(true);
    for (const [who, balance] of [[a, 0], [b, 50], [c, 10]] as const) {
      const state = await walletState(who);
      expect(state.balance).toBe(balance);
      expect(ledgerBalance(state.entries)).toBe(balance);
    }
    // One charge the balance does not cover: nothing of the batch is written.
    const failing = [
      { uid: b, operationId: `op5-${b}`, kind: 'credit' as const, amount: 5, reason: 'test' },
      { uid: c, operationId: `op6-${c}`, kind: 'charge' as const, amount: 11, reason: 'test' },
    ];
    await expect(run((t) => applySparksOperations(failing, t))).rejects.toMatchObject({ code: 'wallet/insufficient-sparks', values: { needed: 1 } });
    expect((await walletState(b)).balance).toBe(50);
    // A replayed id with another amount is a conflict.
    await expect(run((t) => applySparksOperations([{ ...ops[1]!, amount: 51 }], t))).rejects.toMatchObject({ code: 'wallet/operation-conflict' });
  });

  it('refunds a charge once inside a larger transaction', async () => {
    const who = uid();
    await creditSparks({ uid: who, amount: 30, reason: 'test', operationId: `start-${who}` });
    const charge = `charge-${who}`;
    await chargeSparks({ uid: who, amount: 20, reason: 'test', operationId: charge });
    const marker = adminDb.doc(`tests/${who}`);
    const refunds = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        run(async (t) => {
          const result = await refundCharge({ uid: who, chargeOperationId: charge, reason: 'test' }, t);
          t.set(db.doc(marker.path), { refunded: true });
          return result;
        }),
      ),
    );
    expect(refunds.every((r) => r.status === 'fulfilled')).toBe(true);
    const state = await walletState(who);
    expect(state.balance).toBe(30);
    expect(state.entries.filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect((await marker.get()).get('refunded')).toBe(true);
  });
});
