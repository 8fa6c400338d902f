// The sparks marketplace (docs/market.md): payments, products (and their private content
// path), productUploads, orders, users/{uid}/purchases, sales, exchangeRequests. Functions
// write every one of them; clients read what the rules allow and never write anything, not
// even their own documents (a seller's own pending product, a buyer's own purchase, a
// seller's own payout). The content file itself is never readable from Storage by a client.
import { randomUUID } from 'node:crypto';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { connectStorageEmulator, getBytes, getDownloadURL, getStorage, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  describeRosterMatrix,
  describeVerdicts,
  expectVerdict,
  firestoreOf,
  no,
  seed,
  useRulesEnvironment,
  yes,
  type Roster,
  type RosterMatrix,
  type SignedIn,
} from './helpers';
import { adminAuth } from '../support/admin';

const env = useRulesEnvironment();

// --- Actors ------------------------------------------------------------------------------

const MUID = {
  buyer: 'market-buyer-uid',
  otherStudent: 'market-other-student-uid',
  seller: 'market-seller-uid',
  otherTeacher: 'market-other-teacher-uid',
  centers: 'market-centers-uid',
  administrator: 'market-administrator-uid',
  noRole: 'market-no-role-uid',
} as const;

const person = (uid: string, userType?: 'student' | 'teacher' | 'centers' | 'administrator'): SignedIn => ({
  uid,
  claims: userType ? { user_type: userType, verified: true } : { verified: true },
});

/** The buyer bought the seller's product; the others are real users of the same roles. */
const MARKET_ACTORS = {
  'signed out': null,
  'student buyer': person(MUID.buyer, 'student'),
  'other student': person(MUID.otherStudent, 'student'),
  'seller teacher': person(MUID.seller, 'teacher'),
  'other teacher': person(MUID.otherTeacher, 'teacher'),
  centers: person(MUID.centers, 'centers'),
  administrator: person(MUID.administrator, 'administrator'),
  'no role': person(MUID.noRole),
} as const satisfies Roster;

type MarketActor = keyof typeof MARKET_ACTORS;
type MarketMatrix = RosterMatrix<MarketActor>;

/** A verdict for every actor: the listed ones allowed, everyone else denied. */
function only(...allowed: MarketActor[]): Record<MarketActor, boolean> {
  const names = Object.keys(MARKET_ACTORS) as MarketActor[];
  return Object.fromEntries(names.map((name) => [name, allowed.includes(name)])) as Record<MarketActor, boolean>;
}

/** The actor's uid; the signed-out actor addresses the buyer's documents. */
const uidOf = (actor: MarketActor): string => MARKET_ACTORS[actor]?.uid ?? MUID.buyer;

// Nobody writes from a client; reads as listed.
const DENIED: MarketMatrix = {
  //                  get  list create update delete
  'signed out':       [no, no, no, no, no],
  'student buyer':    [no, no, no, no, no],
  'other student':    [no, no, no, no, no],
  'seller teacher':   [no, no, no, no, no],
  'other teacher':    [no, no, no, no, no],
  centers:            [no, no, no, no, no],
  administrator:      [no, no, no, no, no],
  'no role':          [no, no, no, no, no],
};

// The buyer's documents (payments, orders, purchases): the buyer and administrators read them.
const BUYER_READS: MarketMatrix = {
  //                  get  list create update delete
  'signed out':       [no, no, no, no, no],
  'student buyer':    [yes, yes, no, no, no],
  'other student':    [no, no, no, no, no],
  'seller teacher':   [no, no, no, no, no],
  'other teacher':    [no, no, no, no, no],
  centers:            [no, no, no, no, no],
  administrator:      [yes, yes, no, no, no],
  'no role':          [no, no, no, no, no],
};

// The seller's documents (unapproved products, sales, payouts): the seller and administrators.
const SELLER_READS: MarketMatrix = {
  //                  get  list create update delete
  'signed out':       [no, no, no, no, no],
  'student buyer':    [no, no, no, no, no],
  'other student':    [no, no, no, no, no],
  'seller teacher':   [yes, yes, no, no, no],
  'other teacher':    [no, no, no, no, no],
  centers:            [no, no, no, no, no],
  administrator:      [yes, yes, no, no, no],
  'no role':          [no, no, no, no, no],
};

// --- Documents (shapes from docs/market.md) --------------------------------------------

const at = new Date('2025-01-01T00:00:00Z');
const ORDER = 'order-0001';

function product(id: string, sellerUid: string, status: string, price = 120): DocumentData {
  return {
    seller_uid: sellerUid,
    seller_name: 'Seller',
    title: `Algebra workbook ${id}`,
    description: 'Exercises with answers.',
    subject: 'mathematics',
    grade: 9,
    content_type: 'workbook',
    education_level: 'secondary_school',
    price,
    price_band: '100_250',
    tags: ['algebra'],
    keywords: ['algebra', 'workbook'],
    preview: { path: `products/${id}/preview/preview.png`, url: 'http://127.0.0.1/preview.png', content_type: 'image/png' },
    gallery: [],
    content_file: { name: 'workbook.pdf', content_type: 'application/pdf', size: 1234 },
    status,
    reject_reason: status === 'rejected' ? 'The preview is unreadable.' : null,
    sales_count: 0,
    created_at: at,
    updated_at: at,
    reviewed_at: status === 'pending' ? null : at,
    reviewed_by: status === 'pending' ? null : MUID.administrator,
  };
}

const line = (productId: string, charged: number) => ({
  product_id: productId,
  title: `Algebra workbook ${productId}`,
  seller_uid: MUID.seller,
  price: charged,
  charged,
  commission: charged - Math.floor(charged * 0.9),
  earnings: Math.floor(charged * 0.9),
});

const order = (buyerUid: string) => ({
  buyer_uid: buyerUid,
  order_id: ORDER,
  items: [line('p-approved', 120)],
  total: 120,
  product_ids: ['p-approved'],
  created_at: at,
});

const purchase = (productId: string) => ({
  product_id: productId,
  order_id: ORDER,
  seller_uid: MUID.seller,
  charged: 120,
  purchased_at: at,
});

const sale = (sellerUid: string) => ({
  ...line('p-approved', 120),
  seller_uid: sellerUid,
  order_id: ORDER,
  buyer_uid: MUID.buyer,
  created_at: at,
});

const exchangeRequest = (sellerUid: string) => ({
  seller_uid: sellerUid,
  seller_name: 'Seller',
  sparks: 300,
  riyals: '100.00',
  iban: 'SA0380000000608010167519',
  account_name: 'Seller',
  status: 'pending',
  reason: null,
  reference: null,
  created_at: at,
  decided_at: null,
  decided_by: null,
});

const payment = (uid: string) => ({
  uid,
  package_id: 'sparks-300',
  sparks: 300,
  amount: '92.00',
  currency: 'SAR',
  status: 'pending',
  result_code: null,
  result_description: null,
  merchant_transaction_id: 'pay-0001',
  created_at: at,
  updated_at: at,
  paid_at: null,
});

/** A small marketplace around the documents under test: someone else's copies of each. */
const WORLD: Record<string, DocumentData> = {
  'products/p-approved': product('p-approved', MUID.seller, 'approved'),
  'products/p-approved/private/file': { path: 'products/p-approved/content/workbook.pdf' },
  'products/p-other': product('p-other', MUID.otherTeacher, 'approved', 40),
  'products/p-other-pending': product('p-other-pending', MUID.otherTeacher, 'pending'),
  [`orders/${MUID.otherStudent}_${ORDER}`]: order(MUID.otherStudent),
  [`users/${MUID.otherStudent}/purchases/p-other`]: purchase('p-other'),
  [`sales/${ORDER}_p-other`]: sale(MUID.otherTeacher),
  'exchangeRequests/req-other': exchangeRequest(MUID.otherTeacher),
  'payments/checkout-other': payment(MUID.otherStudent),
};

// --- payments ----------------------------------------------------------------------------

describe('payments/{checkoutId}', () => {
  describeRosterMatrix(
    env,
    MARKET_ACTORS,
    {
      doc: 'payments/checkout-1',
      collection: 'payments',
      list: (db) => query(collection(db, 'payments'), where('uid', '==', MUID.buyer)),
      data: payment(MUID.buyer),
      update: { status: 'paid', paid_at: at },
      others: WORLD,
    },
    BUYER_READS,
  );

  describe('list of my own payments (where uid == own uid)', () => {
    describeVerdicts(
      env,
      MARKET_ACTORS,
      WORLD,
      (db, actor) => getDocs(query(collection(db, 'payments'), where('uid', '==', uidOf(actor)))),
      only('student buyer', 'other student', 'seller teacher', 'other teacher', 'centers', 'administrator', 'no role'),
    );
  });

  describe('list of every payment without a filter', () => {
    describeVerdicts(env, MARKET_ACTORS, WORLD, (db) => getDocs(collection(db, 'payments')), only('administrator'));
  });
});

// --- products ----------------------------------------------------------------------------

describe('products/{productId}', () => {
  describe('an approved product', () => {
    describeRosterMatrix(
      env,
      MARKET_ACTORS,
      {
        doc: 'products/p-1',
        collection: 'products',
        // The catalogue query: approved products, newest first.
        list: (db) => query(collection(db, 'products'), where('status', '==', 'approved'), orderBy('created_at', 'desc')),
        data: product('p-1', MUID.seller, 'approved'),
        update: { price: 1 },
        others: WORLD,
      },
      {
        //                  get  list create update delete
        'signed out':       [no, no, no, no, no],
        'student buyer':    [yes, yes, no, no, no],
        'other student':    [yes, yes, no, no, no],
        'seller teacher':   [yes, yes, no, no, no],
        'other teacher':    [yes, yes, no, no, no],
        centers:            [yes, yes, no, no, no],
        administrator:      [yes, yes, no, no, no],
        'no role':          [yes, yes, no, no, no],
      },
    );
  });

  describe.each(['pending', 'rejected', 'archived'] as const)('a %s product', (status) => {
    describeRosterMatrix(
      env,
      MARKET_ACTORS,
      {
        doc: `products/p-${status}`,
        collection: 'products',
        // The seller's "my products" query (every status).
        list: (db) => query(collection(db, 'products'), where('seller_uid', '==', MUID.seller)),
        data: product(`p-${status}`, MUID.seller, status),
        // What a seller would love to do: approve it themselves at a better price.
        update: { status: 'approved', price: 1 },
        others: WORLD,
      },
      SELLER_READS,
    );

    describe(`list where status == '${status}' (the review queue)`, () => {
      describeVerdicts(
        env,
        MARKET_ACTORS,
        { ...WORLD, [`products/p-${status}`]: product(`p-${status}`, MUID.seller, status) },
        (db) => getDocs(query(collection(db, 'products'), where('status', '==', status))),
        only('administrator'),
      );
    });
  });

  describe("list of someone's products: only their approved ones, unless it is me", () => {
    it.each([
      ["the seller lists their own (every status)", 'seller teacher', false, 'allowed'],
      ["another teacher lists the seller's without a status filter", 'other teacher', false, 'denied'],
      ["another teacher lists the seller's approved ones", 'other teacher', true, 'allowed'],
      ["a student lists the seller's without a status filter", 'student buyer', false, 'denied'],
      ["a student lists the seller's approved ones", 'student buyer', true, 'allowed'],
      ['signed out lists the approved ones', 'signed out', true, 'denied'],
    ] as const)('%s: %s', async (_case, actor, approvedOnly, verdict) => {
      await seed(env(), { ...WORLD, 'products/p-pending': product('p-pending', MUID.seller, 'pending') });
      const db = firestoreOf(env(), MARKET_ACTORS[actor]);
      const bySeller = where('seller_uid', '==', MUID.seller);
      const q = approvedOnly
        ? query(collection(db, 'products'), bySeller, where('status', '==', 'approved'))
        : query(collection(db, 'products'), bySeller);
      await expectVerdict(verdict === 'allowed', getDocs(q));
    });
  });

  // The seller edits through PATCH /market/products/{id} (pending only; never status, price
  // checks, sales_count); never by writing the document.
  describe('the seller writing their own pending product', () => {
    const SELLER_ONLY = { 'seller teacher': MARKET_ACTORS['seller teacher'] } as const satisfies Roster;
    const pending = { ...WORLD, 'products/p-pending': product('p-pending', MUID.seller, 'pending') };
    describe.each([
      ['the price', { price: 5 }],
      ['the status to approved', { status: 'approved', reviewed_by: MUID.seller }],
      ['the title (a descriptive field)', { title: 'Better title' }],
      ['sales_count', { sales_count: 1000 }],
      ['seller_uid (giving it away)', { seller_uid: MUID.otherTeacher }],
    ] as const)('update of %s', (_field, change) => {
      describeVerdicts(
        env,
        SELLER_ONLY,
        pending,
        (db) => updateDoc(doc(db, 'products/p-pending'), change),
        { 'seller teacher': false },
        'seller teacher',
      );
    });

    describe('create of a new product already approved', () => {
      describeVerdicts(
        env,
        SELLER_ONLY,
        WORLD,
        (db) => setDoc(doc(db, 'products/p-new'), product('p-new', MUID.seller, 'approved')),
        { 'seller teacher': false },
        'seller teacher',
      );
    });
  });

  describe('products/{productId}/private/file (the content path): nobody, not even the seller', () => {
    describeRosterMatrix(
      env,
      MARKET_ACTORS,
      {
        doc: 'products/p-1/private/file',
        collection: 'products/p-1/private',
        data: { path: 'products/p-1/content/workbook.pdf' },
        update: { path: 'products/p-other/content/workbook.pdf' },
        others: {
          ...WORLD,
          'products/p-1': product('p-1', MUID.seller, 'approved'),
          [`users/${MUID.buyer}/purchases/p-1`]: purchase('p-1'),
        },
      },
      DENIED,
    );
  });
});

// --- productUploads ------------------------------------------------------------------------

describe('productUploads/{uploadId}: server only', () => {
  describeRosterMatrix(
    env,
    MARKET_ACTORS,
    {
      doc: 'productUploads/up-1',
      collection: 'productUploads',
      data: {
        seller_uid: MUID.seller,
        product: { title: 'Algebra workbook', price: 120 },
        files: { preview: { path: 'products/up-1/preview/preview.png' }, content: { path: 'products/up-1/content/workbook.pdf' } },
        created_at: at,
      },
      update: { 'product.price': 0 },
      others: WORLD,
    },
    DENIED,
  );
});

// --- orders, purchases, sales --------------------------------------------------------------

describe('orders/{buyerUid}_{orderId}', () => {
  describeRosterMatrix(
    env,
    MARKET_ACTORS,
    {
      doc: `orders/${MUID.buyer}_${ORDER}`,
      collection: 'orders',
      list: (db) => query(collection(db, 'orders'), where('buyer_uid', '==', MUID.buyer), orderBy('created_at', 'desc')),
      data: order(MUID.buyer),
      update: { total: 0 },
      others: WORLD,
    },
    BUYER_READS,
  );
});

describe('users/{uid}/purchases/{productId}', () => {
  describeRosterMatrix(
    env,
    MARKET_ACTORS,
    {
      doc: `users/${MUID.buyer}/purchases/p-approved`,
      collection: `users/${MUID.buyer}/purchases`,
      list: (db) => query(collection(db, `users/${MUID.buyer}/purchases`), orderBy('purchased_at', 'desc')),
      data: purchase('p-approved'),
      update: { charged: 0 },
      others: WORLD,
    },
    BUYER_READS,
  );

  // Buying is POST /market/orders: nobody grants themselves a product.
  describe('create of a purchase of an approved product under my own uid', () => {
    describeVerdicts(
      env,
      MARKET_ACTORS,
      WORLD,
      (db, actor) => setDoc(doc(db, `users/${uidOf(actor)}/purchases/p-approved`), purchase('p-approved')),
      only(),
      'student buyer',
    );
  });

  describe('no collection-group query over every purchase, not even for administrators', () => {
    describeVerdicts(env, MARKET_ACTORS, WORLD, (db) => getDocs(collectionGroup(db, 'purchases')), only());
  });
});

describe('sales/{orderId}_{productId}', () => {
  describeRosterMatrix(
    env,
    MARKET_ACTORS,
    {
      doc: `sales/${ORDER}_p-approved`,
      collection: 'sales',
      list: (db) => query(collection(db, 'sales'), where('seller_uid', '==', MUID.seller), orderBy('created_at', 'desc')),
      data: sale(MUID.seller),
      // The seller keeping the platform's commission.
      update: { commission: 0, earnings: 120 },
      others: WORLD,
    },
    SELLER_READS,
  );

  describe('list of every sale without a filter (the commissions report is the API)', () => {
    describeVerdicts(env, MARKET_ACTORS, WORLD, (db) => getDocs(collection(db, 'sales')), only('administrator'));
  });
});

// --- exchange ------------------------------------------------------------------------------

describe('exchangeRequests/{requestId}', () => {
  describeRosterMatrix(
    env,
    MARKET_ACTORS,
    {
      doc: 'exchangeRequests/req-1',
      collection: 'exchangeRequests',
      list: (db) => query(collection(db, 'exchangeRequests'), where('seller_uid', '==', MUID.seller), orderBy('created_at', 'desc')),
      data: exchangeRequest(MUID.seller),
      // Marking one's own payout paid.
      update: { status: 'paid', reference: 'self' },
      others: WORLD,
    },
    SELLER_READS,
  );

  describe('create of a payout request of my own', () => {
    describeVerdicts(
      env,
      MARKET_ACTORS,
      WORLD,
      (db, actor) => setDoc(doc(db, `exchangeRequests/req-${uidOf(actor)}`), exchangeRequest(uidOf(actor))),
      only(),
      'seller teacher',
    );
  });
});

// --- sparks: no client moves them (wallets.test.ts has the full wallet matrix) ----------

describe('sparks that marketplace operations move', () => {
  const wallets = {
    ...WORLD,
    [`wallets/${MUID.buyer}`]: { spark_balance: 400, updated_at: at },
    [`wallets/${MUID.seller}`]: { spark_balance: 300, updated_at: at },
  };

  describe('update of my own balance', () => {
    describeVerdicts(
      env,
      MARKET_ACTORS,
      wallets,
      (db, actor) => setDoc(doc(db, `wallets/${uidOf(actor)}`), { spark_balance: 1_000_000, updated_at: at }),
      only(),
      'student buyer',
    );
  });

  describe("a sale's earnings credited to my own ledger", () => {
    describeVerdicts(
      env,
      MARKET_ACTORS,
      wallets,
      (db, actor) =>
        setDoc(doc(db, `wallets/${uidOf(actor)}/ledger/sale:${ORDER}:${uidOf(actor)}`), {
          kind: 'credit',
          amount: 108,
          balance_after: 408,
          reason: 'market_sale',
          created_at: at,
        }),
      only(),
      'seller teacher',
    );
  });
});

describe('no collection-group query over private content paths', () => {
  describeVerdicts(env, MARKET_ACTORS, WORLD, (db: Firestore) => getDocs(collectionGroup(db, 'private')), only());
});

// --- Storage: the content file is reached only through the download endpoint -------------

function emulatorHost(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the rules tests inside the emulator suite (npm test).`);
  const match = /^\[?(.+?)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`${variable} is not host:port: ${value}`);
  return { host: match[1], port: Number(match[2]) };
}

describe('Storage: a product content object is not readable by a client', () => {
  const STORAGE = emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST');
  const AUTH = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const BUCKET = `${PROJECT_ID}.appspot.com`;
  const adminApp = getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID });
  const bucket = getAdminStorage(adminApp).bucket(BUCKET);
  const clientApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', storageBucket: BUCKET }, `market-storage-${randomUUID()}`);
  const auth = getAuth(clientApp);
  connectAuthEmulator(auth, `http://${AUTH.host}:${AUTH.port}`, { disableWarnings: true });
  const storage = getStorage(clientApp);
  connectStorageEmulator(storage, STORAGE.host, STORAGE.port);

  const productId = `p-${randomUUID()}`;
  const contentPath = `products/${productId}/content/workbook.pdf`;
  const content = Buffer.from('%PDF-1.4\n% the bought content\n');

  beforeAll(async () => {
    await bucket.file(contentPath).save(content, { contentType: 'application/pdf' });
    // The buyer: a real signed-in user (Storage rules deny whoever it is).
    // E-mail accounts are made by the server: the blocking function refuses client sign-ups.
    const email = `market-buyer-${randomUUID()}@example.test`;
    await adminAuth.createUser({ email, password: 'password-123' });
    await signInWithEmailAndPassword(auth, email, 'password-123');
  });
  afterAll(async () => {
    await signOut(auth);
    await deleteApp(clientApp);
  });

  it('a signed-in buyer: getBytes of the content object is refused with storage/unauthorized', async () => {
    expect(auth.currentUser).not.toBeNull();
    await expect(getBytes(ref(storage, contentPath))).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('a signed-in buyer: getDownloadURL of the content object is refused with storage/unauthorized', async () => {
    await expect(getDownloadURL(ref(storage, contentPath))).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('functions (admin SDK, rules bypassed) read the same object', async () => {
    const [back] = await bucket.file(contentPath).download();
    expect(back.equals(content)).toBe(true);
  });
});
