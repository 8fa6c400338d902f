// Course marketplace benchmark (not a test; asserts nothing timed): seeds COURSES published
// courses (default 10,000) with varied fields in batched writes to courses/{id}, waits for the
// sync trigger to list them all (docs/courses.md, "Marketplace"), then times N sequential
// GET /courses-marketplace calls through the real API for several filter and sort
// combinations and prints p50/p95 next to, in the same run:
//   - a bare one-document read (admin SDK, courseListings/{id}),
//   - a plain function round trip (GET /api/v1/packages, public, one query),
//   - the marketplace detail (GET /courses-marketplace/{id}, two document reads).
// A list answer costs one indexed query for the page plus one count() aggregation, whatever the
// catalogue size: the figures should sit near the function round trip, not grow with COURSES.
//
// Run inside the emulator suite (not part of `npm test`):
//   node scripts/emu-exec.mjs [--offset 300] -- node tests/bench/courses-market.bench.mjs
//   COURSES=2000 N=20 node scripts/emu-exec.mjs -- node tests/bench/courses-market.bench.mjs
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';

const COURSES = Number(process.env.COURSES ?? 10_000);
const N = Number(process.env.N ?? 30);
const BATCH = 400;
const SYNC_TIMEOUT_MS = Number(process.env.SYNC_TIMEOUT_MS ?? 30 * 60_000);

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://127.0.0.1:5000';
const API = `${APP_ORIGIN}/api/v1`;
const AUTH_HOST = required('FIREBASE_AUTH_EMULATOR_HOST');
required('FIRESTORE_EMULATOR_HOST');

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set: run the benchmark inside the emulator suite (node scripts/emu-exec.mjs -- node ${process.argv[1]}).`);
    process.exit(2);
  }
  return value;
}

const admin = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const db = getFirestore(admin);
const auth = getAuth(admin);

const now = () => performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

async function timed(samples, work) {
  await work(); // warm-up (a cold worker or query plan is not what we measure)
  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const start = now();
    await work(i);
    times.push(now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function api(path, token) {
  const response = await fetch(`${API}${path}`, { headers: { Accept: 'application/json', ...(token && { Authorization: `Bearer ${token}` }) } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function signedInToken() {
  const email = `bench-${randomUUID()}@sparks.test`;
  const password = 'bench-pass-1';
  const user = await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { user_type: 'teacher', verified: true });
  await db.doc(`users/${user.uid}`).set({ email_address: email, first_name: 'Bench', surname: 'Teacher', user_type: 'teacher', onboarded: true, email_verified: true });
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await response.json();
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { uid: user.uid, token: body.idToken };
}

// --- seeding ---------------------------------------------------------------------------------

const CATEGORIES = ['programming', 'design', 'business', 'marketing', 'photography', 'music', 'health-fitness', 'language', 'academic', 'lifestyle', 'mathematics', 'computer-science', 'development'];
const LEVELS = ['beginner', 'intermediate', 'advanced'];
const WORDS_EN = ['python', 'design', 'data', 'web', 'intro', 'advanced', 'marketing', 'guitar', 'photo', 'fitness', 'english', 'algebra', 'react', 'finance', 'writing'];
const WORDS_AR = ['مقدمة', 'الرياضيات', 'البرمجة', 'التصميم', 'التسويق', 'اللغة', 'العربية', 'أساسيات', 'الفيزياء', 'التصوير'];
const PRICES = [0, 0, 25, 49, 75, 120, 180, 240, 299, 350, 499, 750, 999, 1500, 3000, 7000];

/** Deterministic variety from the index (a small LCG), so runs are comparable. */
function courseDoc(i, ownerUid) {
  let seed = (i * 2654435761) >>> 0;
  const pick = (list) => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return list[seed % list.length];
  };
  const arabic = i % 4 === 0;
  const words = arabic ? [pick(WORDS_AR), pick(WORDS_AR), pick(WORDS_AR)] : [pick(WORDS_EN), pick(WORDS_EN), pick(WORDS_EN)];
  const created = Timestamp.fromMillis(Date.UTC(2025, 0, 1) + i * 60_000);
  const enrolled = pick([0, 3, 12, 40, 75, 150, 400]);
  return {
    title: `${words.join(' ')} ${i}`, description: 'Benchmark course', category: pick(CATEGORIES), level: pick(LEVELS), thumbnail: null,
    price: pick(PRICES), language: arabic ? 'ar' : 'en', duration: pick([2, 5, 10, 20]), prerequisites: [], learning_objectives: [],
    target_audience: '', certification: pick([true, false]), freemium: pick([true, false, false]), faq: [], status: 'Published',
    status_updated_at: created, reject_reason: null, owner_uid: ownerUid, enterprise: null, chapter_count: pick([1, 3, 6]),
    lesson_count: pick([4, 10, 24]), enrollment_count: enrolled, rating: pick([0, 3.2, 3.8, 4.1, 4.4, 4.6, 4.9]), review_count: pick([0, 4, 30]),
    bestseller: false, created_at: created, updated_at: created,
  };
}

async function listedCount() {
  return (await db.collection('courseListings').count().get()).data().count;
}

async function seed(ownerUid) {
  const before = await listedCount();
  const start = now();
  for (let from = 0; from < COURSES; from += BATCH) {
    const batch = db.batch();
    for (let i = from; i < Math.min(COURSES, from + BATCH); i += 1) batch.set(db.collection('courses').doc(), courseDoc(i, ownerUid));
    await batch.commit();
  }
  const written = now() - start;
  console.log(`Seeded ${COURSES} courses in ${(written / 1000).toFixed(1)} s (batches of ${BATCH}); waiting for the sync trigger to list them…`);
  let listed = before;
  while (listed < before + COURSES) {
    if (now() - start > SYNC_TIMEOUT_MS) throw new Error(`only ${listed - before} of ${COURSES} courses listed after ${SYNC_TIMEOUT_MS / 1000} s`);
    await sleep(2000);
    listed = await listedCount();
    process.stdout.write(`\r  listed ${listed - before} / ${COURSES} after ${((now() - start) / 1000).toFixed(0)} s   `);
  }
  console.log(`\nAll listed ${((now() - start) / 1000).toFixed(1)} s after the first write (${listed} listings in all).`);
}

// --- the run ---------------------------------------------------------------------------------

const COMBINATIONS = [
  ['bare list (newest first)', ''],
  ['oldest first, page 50', '?sortBy=createdAt&sortOrder=asc&page=50'],
  ['category', '?category=programming'],
  ['two categories + level', '?category=programming&category=design&level=beginner'],
  ['price band + newest', '?minPrice=100&maxPrice=499'],
  ['price range + price asc', '?minPrice=120&maxPrice=800&sortBy=price&sortOrder=asc'],
  ['min rating + rating desc', '?minRating=4&sortBy=rating&sortOrder=desc'],
  ['min rating 4.5 + most popular', '?minRating=4.5&sortBy=studentsEnrolled&sortOrder=desc'],
  ['bestseller + freemium + certification', '?bestseller=true&freemium=true&certification=true'],
  ['search (English word prefix)', '?search=pyth'],
  ['search (Arabic, article stripped)', `?search=${encodeURIComponent('رياضيات')}`],
  ['search + category + price asc', '?search=data&category=business&sortBy=price&sortOrder=asc'],
  ['everything at once', '?category=programming&level=advanced&minPrice=0&maxPrice=999&minRating=3.5&certification=true&search=web&sortBy=rating&sortOrder=desc'],
];

const { uid, token } = await signedInToken();
console.log(`Course marketplace benchmark: ${COURSES} courses, ${N} calls per line; ${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
if (COURSES > 0) await seed(uid);

const anyListing = (await db.collection('courseListings').limit(1).get()).docs[0];
if (!anyListing) throw new Error('no listed course to read');

// Each line is printed as soon as it is measured (a slow emulator line does not hide the rest).
const baselineTrip = await timed(N, () => api('/packages'));
console.log('\n| measure | p50 | p95 | p50 / function round trip | matching courses |');
console.log('|---|---|---|---|---|');
const row = (name, { p50, p95 }, total = '') =>
  console.log(`| ${name} | ${ms(p50)} | ${ms(p95)} | ${(p50 / baselineTrip.p50).toFixed(1)}x | ${total} |`);
row('baseline: bare one-document read (admin SDK)', await timed(N, () => db.doc(`courseListings/${anyListing.id}`).get()));
row('baseline: plain function round trip (GET /packages)', baselineTrip);
row('detail (GET /courses-marketplace/{id})', await timed(N, () => api(`/courses-marketplace/${anyListing.id}`, token)));
for (const [name, query] of COMBINATIONS) {
  let total = 0;
  const result = await timed(N, async () => {
    const answer = await api(`/courses-marketplace${query}`, token);
    total = answer.pagination.totalItems;
  });
  row(`list: ${name}`, result, String(total));
}
row('stats/overview (summed shards)', await timed(N, () => api('/courses-marketplace/stats/overview', token)));
console.log(`\nThe emulator is not Firestore: compare the lines with the baselines of this run, not with production figures.`);
process.exit(0);
