// Demo marketplace for `npm start` (docs/market.md): a second teacher seller, products in
// every status with real preview images and content PDFs in the Storage emulator, sparks for
// the buyers, a product the demo student already owns, completed sales over the last days
// (seller and commission reports) and one pending exchange request.
//
// Idempotent: fixed product, order and request ids and fixed operation ids. A product that
// exists is left alone (its sales_count and review belong to what happened since); orders and
// the exchange request go through the real services, which answer a retry with the recorded
// result and move no sparks twice.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { samplePdf } from '../domain/sample-pdf';
import { linePrice, priceBandOf } from '../domain/market-pricing';
import { productKeywords } from '../domain/market-search';
import { adminAuth, db, storage } from '../lib/admin';
import { ApiError } from '../lib/http';
import { memberIdentity } from '../services/classes-docs';
import { createExchangeRequest } from '../services/exchange';
import { placeOrder } from '../services/orders';
import { creditSparks } from '../services/sparks';
import { downloadUrl } from '../services/uploads';
import type { ProductFields, ProductStatus } from '../shared/schemas/market';
import { DEMO_EXTRA_STUDENTS, ensureStudent } from './demo-classes';
import { seedAccount, type DemoAccount } from './demo-data';
import { previewPng, type Rgb } from './demo-png';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The second seller (the first is teacher@sparks.test). */
export const DEMO_MARKET_ACCOUNTS: DemoAccount[] = [
  {
    userType: 'teacher',
    email: 'khaled@sparks.test',
    password: 'teacher-demo-1',
    sparks: 100,
    profile: {
      first_name: 'Khaled', surname: 'Al-Harbi', phone: '+966502223344', dob: '1983-07-21', gender: 'male',
      city: 'Riyadh', onboarded: true,
    },
    preferences: { theme: null, language: 'ar' },
  },
];

/** Extra sparks for the buyers, once (operation `demo-market-topup-<uid>`). */
export const DEMO_MARKET_TOPUP = { student: 400, classmates: 500 } as const;

type Seller = 'teacher' | 'khaled';

interface DemoProduct {
  id: string;
  seller: Seller;
  status: ProductStatus;
  fields: ProductFields;
  /** Preview colour; gallery images get the other colours. */
  colour: Rgb;
  gallery?: Rgb[];
  /** The content PDF's file name and its (ASCII) page text. */
  file: { name: string; text: string };
  /** Days before the seed ran. */
  createdDaysAgo: number;
  rejectReason?: string;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: 'demo-product-algebra',
    seller: 'teacher',
    status: 'approved',
    fields: {
      title: 'Algebra Workbook: Linear Equations',
      description: 'Forty graded exercises on linear equations and inequalities, with worked answers at the back.',
      subject: 'mathematics', grade: 9, content_type: 'workbook', education_level: 'secondary_school', price: 120,
      tags: ['algebra', 'equations', 'exercises'],
    },
    colour: [37, 99, 235],
    gallery: [[14, 116, 144], [79, 70, 229]],
    file: { name: 'algebra-workbook.pdf', text: 'Algebra Workbook - Linear Equations' },
    createdDaysAgo: 20,
  },
  {
    id: 'demo-product-physics-notes',
    seller: 'teacher',
    status: 'approved',
    fields: {
      title: 'ملخص الفيزياء: الحركة والقوى',
      description: 'ملخص مركز لوحدة الحركة وقوانين نيوتن مع أمثلة محلولة وأسئلة مراجعة.',
      subject: 'physics', grade: 10, content_type: 'lecture_notes', education_level: 'high_school', price: 60,
      tags: ['الحركة', 'القوى', 'نيوتن'],
    },
    colour: [234, 88, 12],
    file: { name: 'physics-notes.pdf', text: 'Physics 10 - Motion and Forces' },
    createdDaysAgo: 18,
  },
  {
    id: 'demo-product-english-vocab',
    seller: 'teacher',
    status: 'approved',
    fields: {
      title: 'English Vocabulary Starter',
      description: 'The 300 most useful English words for grade 7, grouped by topic, with example sentences.',
      subject: 'english', grade: 7, content_type: 'reference_material', education_level: 'secondary_school', price: 0,
      tags: ['vocabulary', 'beginners'],
    },
    colour: [22, 163, 74],
    file: { name: 'english-vocabulary.pdf', text: 'English Vocabulary Starter' },
    createdDaysAgo: 15,
  },
  {
    id: 'demo-product-chemistry-tests',
    seller: 'khaled',
    status: 'approved',
    fields: {
      title: 'Chemistry Practice Tests: Grade 11',
      description: 'Five full practice tests on reactions, stoichiometry and solutions, with a marking scheme.',
      subject: 'chemistry', grade: 11, content_type: 'practice_test', education_level: 'high_school', price: 300,
      tags: ['chemistry', 'tests', 'reactions'],
    },
    colour: [147, 51, 234],
    file: { name: 'chemistry-practice-tests.pdf', text: 'Chemistry 11 - Practice Tests' },
    createdDaysAgo: 14,
  },
  {
    id: 'demo-product-arabic-grammar',
    seller: 'khaled',
    status: 'approved',
    fields: {
      title: 'دليل قواعد اللغة العربية الشامل',
      description: 'شرح مبسط للنحو والإعراب للصف الثامن مع جداول وتمارين تطبيقية.',
      subject: 'arabic', grade: 8, content_type: 'study_guide', education_level: 'secondary_school', price: 650,
      tags: ['النحو', 'الإعراب'],
    },
    colour: [190, 18, 60],
    file: { name: 'arabic-grammar-guide.pdf', text: 'Arabic Grammar - Study Guide' },
    createdDaysAgo: 12,
  },
  {
    id: 'demo-product-biology-textbook',
    seller: 'khaled',
    status: 'approved',
    fields: {
      title: 'Biology 12: Cells and Genetics',
      description: 'A compact textbook on cell structure, division and inheritance, with diagrams and summaries.',
      subject: 'biology', grade: 12, content_type: 'textbook', education_level: 'high_school', price: 200,
      tags: ['cells', 'genetics'],
    },
    colour: [13, 148, 136],
    file: { name: 'biology-textbook.pdf', text: 'Biology 12 - Cells and Genetics' },
    createdDaysAgo: 10,
  },
  {
    id: 'demo-product-python-pending',
    seller: 'teacher',
    status: 'pending',
    fields: {
      title: 'Python Programming for Beginners',
      description: 'Lecture notes for a first programming unit: variables, loops, functions and small projects.',
      subject: 'computer_science', grade: 10, content_type: 'lecture_notes', education_level: 'high_school', price: 150,
      tags: ['python', 'programming'],
    },
    colour: [202, 138, 4],
    file: { name: 'python-notes.pdf', text: 'Python Programming - Lecture Notes' },
    createdDaysAgo: 1,
  },
  {
    id: 'demo-product-islamic-pending',
    seller: 'khaled',
    status: 'pending',
    fields: {
      title: 'الدراسات الإسلامية: ملخص الوحدة الأولى',
      description: 'ملخص الوحدة الأولى من مقرر الدراسات الإسلامية للصف السابع مع أسئلة للمراجعة.',
      subject: 'islamic_studies', grade: 7, content_type: 'study_guide', education_level: 'secondary_school', price: 40,
      tags: ['مراجعة', 'ملخص'],
    },
    colour: [21, 128, 61],
    file: { name: 'islamic-studies-unit-1.pdf', text: 'Islamic Studies - Unit 1 Summary' },
    createdDaysAgo: 0,
  },
  {
    id: 'demo-product-geometry-rejected',
    seller: 'teacher',
    status: 'rejected',
    fields: {
      title: 'Geometry Basics',
      description: 'Angles, triangles and polygons for grade 8.',
      subject: 'mathematics', grade: 8, content_type: 'workbook', education_level: 'secondary_school', price: 90,
      tags: ['geometry'],
    },
    colour: [100, 116, 139],
    file: { name: 'geometry-basics.pdf', text: 'Geometry Basics' },
    createdDaysAgo: 6,
    rejectReason: 'The preview image does not show the content. Please upload a page from the workbook as the preview.',
  },
];

/** 'student' and 'center' are the demo accounts; anything else is an extra student's e-mail. */
type Buyer = string;

interface DemoOrder {
  orderId: string;
  buyer: Buyer;
  productIds: string[];
  daysAgo: number;
}

/**
 * Completed purchases, oldest first. Teacher@ earns 54 + 108 + 108 + 54 + 108 = 432 (the free
 * product earns nothing), khaled@ 270; the demo student owns the physics notes.
 */
export const DEMO_ORDERS: DemoOrder[] = [
  { orderId: 'demo-order-student-1', buyer: 'student', productIds: ['demo-product-physics-notes'], daysAgo: 6 },
  { orderId: 'demo-order-sara-1', buyer: 'sara@sparks.test', productIds: ['demo-product-algebra', 'demo-product-english-vocab'], daysAgo: 5 },
  { orderId: 'demo-order-yousef-1', buyer: 'yousef@sparks.test', productIds: ['demo-product-algebra', 'demo-product-chemistry-tests'], daysAgo: 3 },
  { orderId: 'demo-order-mona-1', buyer: 'mona@sparks.test', productIds: ['demo-product-physics-notes'], daysAgo: 2 },
  { orderId: 'demo-order-center-1', buyer: 'center', productIds: ['demo-product-algebra'], daysAgo: 1 },
];

/** teacher@'s pending payout; its 300 sparks are held by the charge `exchange:demo-exchange-1`. */
export const DEMO_EXCHANGE = {
  request_id: 'demo-exchange-1',
  sparks: 300,
  iban: 'SA0380000000608010167519',
  account_name: 'Omar Khalid',
} as const;

const bucket = () => storage.bucket();

/** A fixed download token per object (a UUID made from the path), so re-runs keep URLs. */
function fixedToken(path: string): string {
  const hex = createHash('sha256').update(`demo-market:${path}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Writes the object unless it is there; images get a fixed token and answer their token URL. */
async function ensureObject(path: string, bytes: Buffer, contentType: string, withToken: boolean): Promise<string | null> {
  const file = bucket().file(path);
  const [exists] = await file.exists();
  if (!exists) {
    await file.save(bytes, {
      contentType,
      resumable: false,
      ...(withToken && { metadata: { metadata: { firebaseStorageDownloadTokens: fixedToken(path) } } }),
    });
  }
  return withToken ? downloadUrl(path) : null;
}

interface Uids {
  teacher: string;
  khaled: string;
  student: string;
  center: string;
  admin: string;
  extra: Record<string, string>;
}

async function uidOf(email: string): Promise<string> {
  return (await adminAuth.getUserByEmail(email)).uid;
}

async function seedProduct(product: DemoProduct, uids: Uids, now: number): Promise<void> {
  const folder = `products/${product.id}`;
  const previewPath = `${folder}/preview/preview.png`;
  const contentPath = `${folder}/content/${product.file.name}`;
  const pdf = samplePdf(product.file.text);
  // Objects first: a product document never points at a missing file. Re-checked on every
  // run because the Storage emulator starts empty while a Firestore export may not.
  const previewUrl = await ensureObject(previewPath, previewPng(product.colour), 'image/png', true);
  const gallery = await Promise.all(
    (product.gallery ?? []).map(async (colour, i) => {
      const path = `${folder}/gallery/${i + 1}-page.png`;
      return { path, url: (await ensureObject(path, previewPng(colour), 'image/png', true))!, content_type: 'image/png' };
    }),
  );
  await ensureObject(contentPath, pdf, 'application/pdf', false);

  const ref = db.collection('products').doc(product.id);
  if ((await ref.get()).exists) return;
  const sellerUid = product.seller === 'teacher' ? uids.teacher : uids.khaled;
  const sellerEmail = product.seller === 'teacher' ? 'teacher@sparks.test' : DEMO_MARKET_ACCOUNTS[0]!.email;
  const created = Timestamp.fromMillis(now - product.createdDaysAgo * DAY_MS - 3 * 60 * 60 * 1000);
  const reviewed = product.status === 'pending' ? null : Timestamp.fromMillis(created.toMillis() + 20 * 60 * 60 * 1000);
  const fields = product.fields;
  const batch = db.batch();
  // The same document the products service writes on upload and review.
  batch.create(ref, {
    seller_uid: sellerUid,
    seller_name: (await memberIdentity(sellerUid, sellerEmail)).name,
    ...fields,
    price_band: priceBandOf(fields.price),
    keywords: productKeywords(fields),
    preview: { path: previewPath, url: previewUrl!, content_type: 'image/png' },
    gallery,
    content_file: { name: product.file.name, content_type: 'application/pdf', size: pdf.length },
    status: product.status,
    reject_reason: product.rejectReason ?? null,
    sales_count: 0,
    created_at: created,
    updated_at: reviewed ?? created,
    reviewed_at: reviewed,
    reviewed_by: reviewed ? uids.admin : null,
  });
  batch.create(ref.collection('private').doc('file'), { path: contentPath });
  await batch.commit();
}

/** Gives a fresh order's documents the day it is meant to have happened. */
async function backdateOrder(buyerUid: string, order: DemoOrder, now: number): Promise<void> {
  const at = Timestamp.fromMillis(now - order.daysAgo * DAY_MS - 2 * 60 * 60 * 1000);
  const batch = db.batch();
  batch.update(db.collection('orders').doc(`${buyerUid}_${order.orderId}`), { created_at: at });
  for (const productId of order.productIds) {
    batch.update(db.collection('users').doc(buyerUid).collection('purchases').doc(productId), { purchased_at: at });
    batch.update(db.collection('sales').doc(`${order.orderId}_${productId}`), { created_at: at });
  }
  await batch.commit();
}

/** A demo step that the user's own use of a running suite may have made impossible. */
async function tolerate(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`Demo marketplace: skipped ${what} (${error.code}).`);
  }
}

async function seedOrder(order: DemoOrder, uids: Uids, now: number): Promise<void> {
  const buyerUid = order.buyer === 'student' ? uids.student : order.buyer === 'center' ? uids.center : uids.extra[order.buyer]!;
  await tolerate(`order ${order.orderId}`, async () => {
    const products = await db.getAll(...order.productIds.map((id) => db.collection('products').doc(id)));
    // The total the buyer would see: a free product costs the content download fee.
    const expected = products.reduce((sum, snap) => sum + linePrice(snap.get('price') as number).charged, 0);
    const { replayed } = await placeOrder(buyerUid, { order_id: order.orderId, product_ids: order.productIds, expected_total: expected });
    if (!replayed) await backdateOrder(buyerUid, order, now);
  });
}

/** Seeds the marketplace; the demo accounts of demo-data.ts must exist already. */
export async function seedDemoMarket(now = Date.now()): Promise<void> {
  const khaled = await seedAccount(DEMO_MARKET_ACCOUNTS[0]!);
  const extraUids = await Promise.all(DEMO_EXTRA_STUDENTS.map(async (student) => (await ensureStudent(student)).uid));
  const uids: Uids = {
    teacher: await uidOf('teacher@sparks.test'),
    khaled,
    student: await uidOf('student@sparks.test'),
    center: await uidOf('center@sparks.test'),
    admin: await uidOf('admin@sparks.test'),
    extra: Object.fromEntries(DEMO_EXTRA_STUDENTS.map((student, i) => [student.email, extraUids[i]!])),
  };

  for (const product of DEMO_PRODUCTS) await seedProduct(product, uids, now);

  // Sparks to shop with, once per buyer.
  const topups: [string, number][] = [
    [uids.student, DEMO_MARKET_TOPUP.student],
    ...extraUids.map((uid): [string, number] => [uid, DEMO_MARKET_TOPUP.classmates]),
  ];
  for (const [uid, amount] of topups) {
    await creditSparks({ uid, amount, reason: 'demo_topup', operationId: `demo-market-topup-${uid}` });
  }

  for (const order of DEMO_ORDERS) await seedOrder(order, uids, now);

  await tolerate(`exchange request ${DEMO_EXCHANGE.request_id}`, () =>
    createExchangeRequest({ uid: uids.teacher, email: 'teacher@sparks.test', userType: 'teacher' }, { ...DEMO_EXCHANGE }),
  );
}
