// The marketplace demo data of `npm start` (functions/src/seed/demo-market.ts) against the
// real emulators: what it creates, that the sparks add up (ledger = balance, 90/10 splits,
// the exchange hold), and that running the whole seed twice changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The seed uses the functions' admin app, whose default bucket comes from FIREBASE_CONFIG
// (scripts/seed.mjs sets it the same way). Set before any import initialises an app.
vi.hoisted(() => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
});

import { seedDemo } from '@functions/seed/demo-data';
import { DEMO_EXCHANGE, DEMO_ORDERS, DEMO_PRODUCTS, seedDemoMarket } from '@functions/seed/demo-market';
import { ledgerBalance, ledgerEarned } from '@functions/domain/ledger';
import { linePrice } from '@functions/domain/market-pricing';
import { adminAuth, adminDb } from '../support/admin';
import { objectExists, testBucket } from '../support/files';

const SEED_TIMEOUT = 180_000;

const ACCOUNTS = {
  teacher: 'teacher@sparks.test',
  khaled: 'khaled@sparks.test',
  student: 'student@sparks.test',
  center: 'center@sparks.test',
  sara: 'sara@sparks.test',
  yousef: 'yousef@sparks.test',
  mona: 'mona@sparks.test',
} as const;
type Account = keyof typeof ACCOUNTS;

// Welcome sparks + top-up − purchases + earnings − the exchange hold.
const EXPECTED_BALANCES: Record<Account, number> = {
  teacher: 250 + 54 + 108 + 108 + 54 + 108 - 300,
  khaled: 100 + 270,
  student: 100 + 400 - 60,
  center: 500 - 120,
  sara: 500 - 125,
  yousef: 500 - 420,
  mona: 500 - 60,
};

// The exchangeable part: only sales earnings, less the exchange hold (which takes earned
// sparks only). Welcome sparks and top-ups are never exchangeable.
const EXPECTED_EARNED: Record<Account, number> = {
  teacher: 54 + 108 + 108 + 54 + 108 - 300,
  khaled: 270,
  student: 0,
  center: 0,
  sara: 0,
  yousef: 0,
  mona: 0,
};

const uids = {} as Record<Account, string>;
const productIds = DEMO_PRODUCTS.map((product) => product.id);
const orderIds = DEMO_ORDERS.map((order) => order.orderId);

async function walletState(uid: string) {
  const [wallet, ledger] = await Promise.all([adminDb.doc(`wallets/${uid}`).get(), adminDb.collection(`wallets/${uid}/ledger`).get()]);
  return {
    balance: (wallet.get('spark_balance') as number | undefined) ?? 0,
    earned: (wallet.get('earned_balance') as number | undefined) ?? 0,
    wallet: wallet.data(),
    ledger: Object.fromEntries(
      ledger.docs.map((doc) => [doc.id, doc.data() as { amount: number; kind: string; reason: string; earned_delta?: number }]),
    ),
  };
}

/** Everything the marketplace seed writes, to compare one run with the next. */
async function snapshot() {
  const docs = async (paths: string[]) =>
    Object.fromEntries((await adminDb.getAll(...paths.map((path) => adminDb.doc(path)))).map((snap) => [snap.ref.path, snap.data()]));
  const buyers = Object.fromEntries(DEMO_ORDERS.map((order) => [order.orderId, buyerUid(order.buyer)]));
  const [files] = await testBucket().getFiles({ prefix: 'products/demo-product-' });
  return {
    products: await docs(productIds.flatMap((id) => [`products/${id}`, `products/${id}/private/file`])),
    orders: await docs(orderIds.map((id) => `orders/${buyers[id]}_${id}`)),
    purchases: await docs(DEMO_ORDERS.flatMap((order) => order.productIds.map((id) => `users/${buyers[order.orderId]}/purchases/${id}`))),
    sales: await docs(DEMO_ORDERS.flatMap((order) => order.productIds.map((id) => `sales/${order.orderId}_${id}`))),
    exchange: await docs([`exchangeRequests/${DEMO_EXCHANGE.request_id}`]),
    wallets: Object.fromEntries(
      await Promise.all((Object.keys(ACCOUNTS) as Account[]).map(async (a) => [a, await walletState(uids[a])] as const)),
    ) as Record<Account, Awaited<ReturnType<typeof walletState>>>,
    objects: files.map((file) => [file.name, file.metadata.md5Hash, file.metadata.metadata?.firebaseStorageDownloadTokens]).sort(),
  };
}

function buyerUid(buyer: string): string {
  if (buyer === 'student') return uids.student;
  if (buyer === 'center') return uids.center;
  const account = (Object.keys(ACCOUNTS) as Account[]).find((key) => ACCOUNTS[key] === buyer);
  if (!account) throw new Error(`Unknown demo buyer ${buyer}`);
  return uids[account];
}

let first: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await seedDemo();
  await seedDemoMarket();
  for (const [account, email] of Object.entries(ACCOUNTS) as [Account, string][]) {
    uids[account] = (await adminAuth.getUserByEmail(email)).uid;
  }
  first = await snapshot();
}, SEED_TIMEOUT);

// Leave no demo products, orders or payouts behind for the other test files (listings,
// reports); the accounts and their wallets stay, like every test's users.
afterAll(async () => {
  const paths = [
    ...productIds.map((id) => `products/${id}`),
    ...Object.keys(first?.orders ?? {}),
    ...Object.keys(first?.purchases ?? {}),
    ...Object.keys(first?.sales ?? {}),
    `exchangeRequests/${DEMO_EXCHANGE.request_id}`,
  ];
  await Promise.all(paths.map((path) => adminDb.recursiveDelete(adminDb.doc(path))));
}, SEED_TIMEOUT);

describe('demo marketplace seed', () => {
  it('creates the products: 6 approved, 2 pending, 1 rejected with a reason, from two sellers', () => {
    const products = productIds.map((id) => ({ id, ...first.products[`products/${id}`] }) as Record<string, unknown> & { id: string });
    const count = (status: string) => products.filter((p) => p.status === status).length;
    expect([count('approved'), count('pending'), count('rejected')]).toEqual([6, 2, 1]);
    expect(new Set(products.map((p) => p.seller_uid))).toEqual(new Set([uids.teacher, uids.khaled]));
    expect(products.find((p) => p.status === 'rejected')?.reject_reason).toEqual(expect.stringMatching(/preview/));
    expect(new Set(products.map((p) => p.price_band))).toEqual(new Set(['under_100', '100_250', '250_500', 'over_500']));
    expect(products.some((p) => p.price === 0 && p.status === 'approved')).toBe(true);
    expect(products.map((p) => p.seller_name)).toContain('Khaled Al-Harbi');
    for (const product of products) {
      expect(product.keywords, product.id).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(first.products[`products/${product.id}/private/file`]?.path).toMatch(new RegExp(`^products/${product.id}/content/.+\\.pdf$`));
    }
  });

  it('stores a real preview PNG (token URL) and a real content PDF for every product', async () => {
    for (const product of DEMO_PRODUCTS) {
      const data = first.products[`products/${product.id}`]!;
      const preview = data.preview as { path: string; url: string; content_type: string };
      const response = await fetch(preview.url);
      expect(response.status, preview.url).toBe(200);
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 600]);
      const contentPath = first.products[`products/${product.id}/private/file`]!.path as string;
      const [pdf] = await testBucket().file(contentPath).download();
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((data.content_file as { size: number }).size).toBe(pdf.length);
      for (const image of data.gallery as { path: string }[]) expect(await objectExists(image.path)).toBe(true);
    }
  });

  it('records the orders, purchases and sales with a 90/10 split and the sales counts', () => {
    expect(Object.values(first.orders).every(Boolean)).toBe(true);
    expect(Object.keys(first.purchases)).toContain(`users/${uids.student}/purchases/demo-product-physics-notes`);
    const sales = Object.values(first.sales) as { product_id: string; seller_uid: string; price: number; charged: number; commission: number; earnings: number }[];
    expect(sales).toHaveLength(7);
    for (const sale of sales) {
      expect(sale).toMatchObject(linePrice(sale.price));
      expect(sale.commission + sale.earnings).toBe(sale.charged);
    }
    const salesCount = (id: string) => first.products[`products/${id}`]?.sales_count;
    expect(['demo-product-algebra', 'demo-product-physics-notes', 'demo-product-english-vocab', 'demo-product-chemistry-tests'].map(salesCount)).toEqual([3, 2, 1, 1]);
    // Spread over the last days, for the seller's per-day report.
    const days = new Set(sales.map((sale) => ((sale as unknown as { created_at: { toDate(): Date } }).created_at.toDate().toISOString().slice(0, 10))));
    expect(days.size).toBeGreaterThanOrEqual(4);
  });

  it("holds teacher@'s 300 sparks for the pending exchange request and leaves them at least 300", () => {
    expect(first.exchange[`exchangeRequests/${DEMO_EXCHANGE.request_id}`]).toMatchObject({
      seller_uid: uids.teacher, sparks: 300, riyals: '100.00', status: 'pending',
    });
    const hold = first.wallets.teacher.ledger[`exchange:${DEMO_EXCHANGE.request_id}`];
    expect(hold).toMatchObject({ kind: 'charge', amount: -300, earned_delta: -300 });
    expect(first.wallets.teacher.balance).toBeGreaterThanOrEqual(300);
  });

  it('leaves every demo wallet with the expected balance and earned (exchangeable) part, equal to its ledger sums', () => {
    for (const account of Object.keys(ACCOUNTS) as Account[]) {
      const { balance, earned, ledger } = first.wallets[account];
      // The demo courses' and centre's seeds (seed-courses, seed-centre) may have run earlier in
      // this suite: their top-ups, purchases, course sales and the centre's wallet entries are not the marketplace's.
      const courses = Object.entries(ledger).filter(([id]) => /^(course:|course-sale:|demo-courses-|demo-centre-|refund:demo-centre-)/.test(id)).map(([, entry]) => entry);
      expect(balance, account).toBe(EXPECTED_BALANCES[account] + ledgerBalance(courses));
      expect(ledgerBalance(Object.values(ledger)), account).toBe(balance);
      expect(earned, `${account} earned`).toBe(EXPECTED_EARNED[account] + ledgerEarned(courses));
      expect(ledgerEarned(Object.values(ledger)), `${account} earned`).toBe(earned);
    }
    // Each seller's sale credits are exactly their earnings on the sale documents.
    const sales = Object.values(first.sales) as { seller_uid: string; earnings: number }[];
    for (const seller of ['teacher', 'khaled'] as const) {
      const credited = Object.entries(first.wallets[seller].ledger)
        .filter(([id]) => id.startsWith('sale:'))
        .reduce((sum, [, entry]) => sum + entry.amount, 0);
      expect(credited, seller).toBe(sales.filter((s) => s.seller_uid === uids[seller]).reduce((sum, s) => sum + s.earnings, 0));
    }
  });

  it('changes nothing when the whole seed runs again', async () => {
    await seedDemo();
    await seedDemoMarket();
    expect(await snapshot()).toEqual(first);
  }, SEED_TIMEOUT);
});
