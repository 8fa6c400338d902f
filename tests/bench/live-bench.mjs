// Live quiz benchmark (not a test): one live session with N simulated players, each a real
// client of the emulator suite (its own Firebase app, anonymous sign-in, a Firestore listener
// on the session document), played through several questions. It prints:
//   - answer acknowledgement p50/p95 (a player's answer write until the server acknowledged it),
//   - time from the question's close to the leaderboard being visible to every player p50/p95
//     (measured from the host's close call, from its start and from its return),
//   - scoring time per question (the close call, and the scoring pass as the function measured it),
//   - in the same run, the bare baselines: one plain emulator write seen by a listener, one plain
//     write's acknowledgement, and one plain function round trip (GET /api/v1/packages), with
//     the ratios.
//
// Run inside the emulator suite:  npm run bench        (N=1000 by default)
//   N=200 QUESTIONS=3 SPREAD_MS=2000 JOIN_CONCURRENCY=10 npm run bench
// or: node scripts/emu-exec.mjs [--offset 500] -- node tests/bench/live-bench.mjs
//
// Joins go through the API JOIN_CONCURRENCY at a time, the lanes starting 1.5 s apart: the
// Functions emulator runs one request per worker process and starts a process for each
// concurrent request, and a process that takes over 10 s to load (many at once on a busy
// machine) fails its request with a 504 (production serves 80 concurrent requests per
// instance). A join that meets such a 504 is retried: joining again is a rejoin. Answers
// never touch functions.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  onSnapshot,
  serverTimestamp,
  setDoc,
  setLogLevel,
} from 'firebase/firestore';

const N = Number(process.env.N ?? 1000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 3);
const SPREAD_MS = Number(process.env.SPREAD_MS ?? 2000);
const JOIN_CONCURRENCY = Number(process.env.JOIN_CONCURRENCY ?? 8);
const SIGN_IN_CONCURRENCY = Number(process.env.SIGN_IN_CONCURRENCY ?? 50);
const BASELINE_SAMPLES = Number(process.env.BASELINE_SAMPLES ?? 30);

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://127.0.0.1:5000';
const API = `${APP_ORIGIN}/api/v1`;
const FIRESTORE_HOST = required('FIRESTORE_EMULATOR_HOST');
const AUTH_HOST = required('FIREBASE_AUTH_EMULATOR_HOST');

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set: run the benchmark inside the emulator suite (npm run bench).`);
    process.exit(2);
  }
  return value;
}

setLogLevel('silent');
let joinRetries = 0;
const admin = getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID });
const adminDb = getAdminFirestore(admin);
const adminAuth = getAdminAuth(admin);

// --- helpers ---------------------------------------------------------------------------------

const now = () => performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
const stats = (values) => ({ n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && a > 0 && b > 0 ? `${(a / b).toFixed(1)}x` : 'n/a');

/** At most `limit` in flight, the lanes starting `staggerMs` apart (see the note on joins above). */
async function withConcurrency(items, limit, work, staggerMs = 0) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async (_, lane) => {
      await sleep(lane * staggerMs);
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

async function api(method, path, token, body, headers = {}) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(body && { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

function clientApp(name) {
  const app = initializeApp({ apiKey: 'bench-key', projectId: PROJECT_ID, appId: name }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = initializeFirestore(app, {});
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return { app, auth, db };
}

const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${cpus().length} CPUs`;

function memory() {
  const { rss, heapUsed } = process.memoryUsage();
  return `rss ${(rss / 2 ** 20).toFixed(0)} MiB, heap ${(heapUsed / 2 ** 20).toFixed(0)} MiB`;
}

// --- set-up: a teacher, a quiz, a session ------------------------------------------------------

async function teacherToken() {
  const email = `bench-${randomUUID()}@sparks.test`;
  const password = 'bench-pass-1';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  await adminAuth.setCustomUserClaims(user.uid, { user_type: 'teacher', verified: true });
  await adminDb.doc(`users/${user.uid}`).set({ email_address: email, user_type: 'teacher', onboarded: true, email_verified: true });
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await response.json();
  if (!body.idToken) throw new Error(`teacher sign-in failed: ${JSON.stringify(body)}`);
  return { uid: user.uid, token: body.idToken };
}

async function createQuiz(ownerUid) {
  const quizId = `bench-quiz-${randomUUID()}`;
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`quizzes/${quizId}`), { title: 'Benchmark', owner_uid: ownerUid, status: 'published', question_count: QUESTIONS });
  for (let i = 0; i < QUESTIONS; i += 1) {
    batch.set(adminDb.doc(`quizzes/${quizId}/questions/q${i}`), {
      order: i, type: 'multiple_choice', text: `Question ${i + 1}: pick A`, options: ['A', 'B', 'C', 'D'], correct_answer: 'A',
      grading_guidelines: '', time_limit_s: 60, points: 1000,
    });
  }
  await batch.commit();
  return quizId;
}

// --- baselines -------------------------------------------------------------------------------

async function baselines() {
  // One plain write (admin SDK, no rules) seen by a client-side listener (admin SDK listener:
  // rules would refuse a client on this path). Sequential samples.
  const ref = adminDb.doc(`benchBaseline/${randomUUID()}`);
  await ref.set({ i: -1 });
  const seen = [];
  const acks = [];
  let waiting;
  const unsubscribe = ref.onSnapshot((snap) => {
    const value = snap.get('i');
    if (waiting && value === waiting.i) waiting.resolve(now());
  });
  await sleep(300);
  for (let i = 0; i < BASELINE_SAMPLES; i += 1) {
    const arrived = new Promise((resolve) => {
      waiting = { i, resolve };
    });
    const start = now();
    await ref.set({ i });
    acks.push(now() - start);
    seen.push((await arrived) - start);
  }
  unsubscribe();
  await ref.delete();

  // One plain function round trip: GET /api/v1/packages (public, one query), after a warm-up.
  await api('GET', '/packages');
  const trips = [];
  for (let i = 0; i < BASELINE_SAMPLES; i += 1) {
    const start = now();
    await api('GET', '/packages');
    trips.push(now() - start);
  }
  return { writeSeen: stats(seen), writeAck: stats(acks), functionTrip: stats(trips) };
}

/**
 * The fair baselines at N players: one plain write (admin SDK) to the session document that
 * every player already listens to, until all N listeners saw it; and N plain writes (admin SDK,
 * no rules) spread like the answers, until each is acknowledged.
 */
async function fanOutBaselines(players, sessionId) {
  const ref = adminDb.doc(`liveSessions/${sessionId}`);
  const everyone = [];
  const each = [];
  for (let i = 0; i < 5; i += 1) {
    const start = now();
    await ref.update({ bench_ping: i });
    await Promise.all(players.map((p) => p.waitFor(`ping:${i}`)));
    const seen = players.map((p) => p.seen.get(`ping:${i}`) - start);
    each.push(...seen);
    everyone.push(Math.max(...seen));
  }
  await ref.update({ bench_ping: FieldValue.delete() });
  const burst = adminDb.collection(`benchBaseline/${randomUUID()}/burst`);
  const acks = await Promise.all(
    players.map(async (_, i) => {
      await sleep(Math.random() * SPREAD_MS);
      const start = now();
      await burst.doc(String(i)).set({ i, at: new Date() });
      return now() - start;
    }),
  );
  return { fanOutEach: stats(each), fanOutAll: stats(everyone), burstAck: stats(acks) };
}

// --- players ---------------------------------------------------------------------------------

class Player {
  constructor(index) {
    this.index = index;
    this.name = `bench-player-${index}-${randomUUID().slice(0, 8)}`;
    Object.assign(this, clientApp(this.name));
    this.seen = new Map(); // key -> performance.now() when this player's listener first saw it
    this.waiters = [];
  }

  async signIn() {
    const { user } = await signInAnonymously(this.auth);
    this.uid = user.uid;
    this.user = user;
  }

  async join(code, attempts = 3) {
    try {
      // Each player on its own phone: its own client address (joins are limited per address).
      const address = `10.${(this.index >> 16) & 255}.${(this.index >> 8) & 255}.${this.index & 255}`;
      const body = await api('POST', '/live/join', await this.user.getIdToken(), { code, nickname: `P${this.index + 1}` }, { 'X-Forwarded-For': address });
      this.sessionId = body.sessionId;
    } catch (error) {
      // 429: the join counters were busy for a moment (a burst); the answer asks to retry in 1 s.
      if (attempts <= 1 || !/answered (50[34]|429)/.test(String(error))) throw error;
      joinRetries += 1;
      if (/answered 429/.test(String(error))) await new Promise((resolve) => setTimeout(resolve, 1000));
      await this.join(code, attempts - 1);
    }
  }

  listen() {
    this.unsubscribe = onSnapshot(doc(this.db, `liveSessions/${this.sessionId}`), (snap) => {
      const s = snap.data();
      if (!s) return;
      const at = now();
      const keys = [`state:${s.state}`, `question:${s.question_index}:${s.state}`];
      if (s.leaderboard_index !== null && s.leaderboard_index !== undefined) keys.push(`leaderboard:${s.leaderboard_index}`);
      if (s.bench_ping !== undefined) keys.push(`ping:${s.bench_ping}`);
      for (const key of keys) if (!this.seen.has(key)) this.seen.set(key, at);
      this.waiters = this.waiters.filter((w) => (this.seen.has(w.key) ? (w.resolve(), false) : true));
    });
  }

  waitFor(key) {
    if (this.seen.has(key)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ key, resolve }));
  }

  /** The player's answer: after a human-like pause, written straight to Firestore; answers the ack time. */
  async answer(index, value, delayMs) {
    await sleep(delayMs);
    const start = now();
    await setDoc(doc(this.db, `liveSessions/${this.sessionId}/answers/${index}_${this.uid}`), {
      uid: this.uid,
      question_index: index,
      answer: value,
      received_at: serverTimestamp(),
    });
    return now() - start;
  }

  async close() {
    this.unsubscribe?.();
    await deleteApp(this.app);
  }
}

// --- the run -----------------------------------------------------------------------------------

async function main() {
  console.log(`Live quiz benchmark: N=${N} players, ${QUESTIONS} questions, answers spread over ${SPREAD_MS} ms, joins ${JOIN_CONCURRENCY} at a time`);
  const started = now();

  console.log(`  machine: ${load()}`);
  console.log('• Baselines (before any player connects)…');
  const base = await baselines();

  const teacher = await teacherToken();
  const quizId = await createQuiz(teacher.uid);
  const session = await api('POST', '/live/sessions', teacher.token, { quizId });
  const { sessionId, code } = session;
  const host = (name) => api('POST', `/live/sessions/${sessionId}/${name}`, teacher.token);

  console.log(`• Signing in ${N} anonymous players…`);
  const players = Array.from({ length: N }, (_, i) => new Player(i));
  let t = now();
  await withConcurrency(players, SIGN_IN_CONCURRENCY, (p) => p.signIn());
  const signInSeconds = (now() - t) / 1000;
  console.log(`  ${signInSeconds.toFixed(1)} s (${memory()})`);

  console.log(`• Joining by code ${code}…`);
  t = now();
  const joinTimes = await withConcurrency(
    players,
    JOIN_CONCURRENCY,
    async (p) => {
      const s = now();
      await p.join(code);
      return now() - s;
    },
    1500,
  );
  const joinSeconds = (now() - t) / 1000;
  console.log(`  ${joinSeconds.toFixed(1)} s (${joinRetries} retried after an emulator worker failed to load); join call p50 ${ms(percentile(joinTimes, 50))}, p95 ${ms(percentile(joinTimes, 95))}`);

  console.log('• Attaching a session listener per player…');
  t = now();
  players.forEach((p) => p.listen());
  await Promise.all(players.map((p) => p.waitFor('state:waiting')));
  console.log(`  every listener had the lobby after ${((now() - t) / 1000).toFixed(1)} s (${memory()})`);
  console.log(`• Baselines again, with the ${N} players connected and idle…`);
  const loaded = await baselines();
  console.log(`  write seen ${ms(loaded.writeSeen.p50)}, write ack ${ms(loaded.writeAck.p50)}, function trip ${ms(loaded.functionTrip.p50)} (${load()})`);
  const fan = await fanOutBaselines(players, sessionId);
  console.log(
    `  one plain write to the session seen by all ${N} listeners: p50 ${ms(fan.fanOutAll.p50)} (each listener p50 ${ms(fan.fanOutEach.p50)}); ` +
      `${N} plain writes over ${SPREAD_MS} ms acknowledged: p50 ${ms(fan.burstAck.p50)}, p95 ${ms(fan.burstAck.p95)}`,
  );

  const perQuestion = [];
  const allAcks = [];
  const allVisibleFromStart = [];
  const allVisibleFromReturn = [];
  for (let q = 0; q < QUESTIONS; q += 1) {
    const openStart = now();
    await host(q === 0 ? 'start' : 'next');
    const openReturn = now();
    // Each player answers once its own listener shows the question, after a random pause.
    const answered = players.map(async (p, i) => {
      await p.waitFor(`question:${q}:question`);
      return p.answer(q, i % 4 === 0 ? 'B' : 'A', Math.random() * SPREAD_MS);
    });
    const acks = await Promise.allSettled(answered);
    const ackTimes = acks.filter((a) => a.status === 'fulfilled').map((a) => a.value);
    const refused = acks.filter((a) => a.status === 'rejected');
    const questionSeen = players.map((p) => p.seen.get(`question:${q}:question`) - openReturn);

    const closeStart = now();
    const closed = await host('close');
    const closeReturn = now();
    await Promise.all(players.map((p) => p.waitFor(`leaderboard:${q}`)));
    const seenAt = players.map((p) => p.seen.get(`leaderboard:${q}`));
    const fromStart = seenAt.map((s) => s - closeStart);
    const fromReturn = seenAt.map((s) => s - closeReturn);
    allAcks.push(...ackTimes);
    allVisibleFromStart.push(...fromStart);
    allVisibleFromReturn.push(...fromReturn);
    const row = {
      question: q + 1,
      answers: ackTimes.length,
      refused: refused.length,
      open: { call: openReturn - openStart, seen: stats(questionSeen) },
      ack: stats(ackTimes),
      closeCall: closeReturn - closeStart,
      scoringPass: closed.scoring?.ms,
      scoredPlayers: closed.scoring?.players,
      phases: closed.scoring?.phases,
      visibleFromStart: stats(fromStart),
      visibleFromReturn: stats(fromReturn),
    };
    perQuestion.push(row);
    console.log(
      `  Q${q + 1}: ${row.answers} answers (${row.refused} refused); ack p50 ${ms(row.ack.p50)} p95 ${ms(row.ack.p95)}; ` +
        `close call ${ms(row.closeCall)} (scoring pass ${ms(row.scoringPass)} for ${row.scoredPlayers} players: ` +
        `read ${ms(row.phases?.readMs)}, score ${ms(row.phases?.scoreMs)}, write ${ms(row.phases?.writeMs)}, publish ${ms(row.phases?.publishMs)}); ` +
        `leaderboard seen by all ${N}: p50 ${ms(row.visibleFromStart.p50)}, p95 ${ms(row.visibleFromStart.p95)}, last ${ms(row.visibleFromStart.max)} after close was pressed`,
    );
    if (refused.length) console.log(`    first refusal: ${refused[0].reason}`);
  }
  await host('end');

  // Check the scores are exact: every player scored once per question.
  const playerDocs = await adminDb.collection(`liveSessions/${sessionId}/players`).get();
  const scored = playerDocs.docs.filter((d) => d.get('scored_index') === QUESTIONS - 1).length;

  const ack = stats(allAcks);
  const fromStart = stats(allVisibleFromStart);
  const fromReturn = stats(allVisibleFromReturn);
  const closeCalls = perQuestion.map((r) => r.closeCall);
  const passes = perQuestion.map((r) => r.scoringPass);
  console.log('');
  console.log(`Results (N=${N}, ${QUESTIONS} questions, ${scored}/${N} players scored for every question, total ${((now() - started) / 1000).toFixed(0)} s, ${memory()})`);
  console.log('| measure | p50 | p95 | baseline p50 (idle / N connected) | ratio to idle / to connected |');
  console.log('|---|---|---|---|---|');
  const row = (name, value, idle, connected) =>
    console.log(`| ${name} | ${ms(value.p50)} | ${ms(value.p95)} | ${ms(idle.p50)} / ${ms(connected.p50)} | ${ratio(value.p50, idle.p50)} / ${ratio(value.p50, connected.p50)} |`);
  row('answer acknowledgement (client write through the answer rules) vs a plain write acknowledged', ack, base.writeAck, loaded.writeAck);
  row('close pressed -> leaderboard visible to every player vs a plain write seen by a listener', fromStart, base.writeSeen, loaded.writeSeen);
  // Negative: the listeners had the leaderboard before the close call's HTTP answer arrived.
  row('close call returned -> leaderboard visible to every player (negative: before the call returned)', fromReturn, base.writeSeen, loaded.writeSeen);
  row('close call (scoring, per question) vs a plain function round trip (GET /api/v1/packages)', stats(closeCalls), base.functionTrip, loaded.functionTrip);
  console.log(`| fair baselines at N players: answer ack vs ${N} plain writes (admin, no rules) spread the same way | ${ms(ack.p50)} | ${ms(ack.p95)} | ${ms(fan.burstAck.p50)} | ${ratio(ack.p50, fan.burstAck.p50)} |`);
  console.log(`| fair baselines at N players: leaderboard seen by every player vs one plain write to the session seen by all ${N} listeners | ${ms(fromStart.p50)} | ${ms(fromStart.p95)} | ${ms(fan.fanOutAll.p50)} | ${ratio(fromStart.p50, fan.fanOutAll.p50)} |`);
  console.log(`| scoring pass inside the function (per question) | ${ms(percentile(passes, 50))} | ${ms(percentile(passes, 95))} | | |`);
  console.log(`| baseline: plain write seen by a listener (idle / N connected) | ${ms(base.writeSeen.p50)} / ${ms(loaded.writeSeen.p50)} | ${ms(base.writeSeen.p95)} / ${ms(loaded.writeSeen.p95)} | | |`);
  console.log(`| baseline: plain write acknowledged (idle / N connected) | ${ms(base.writeAck.p50)} / ${ms(loaded.writeAck.p50)} | ${ms(base.writeAck.p95)} / ${ms(loaded.writeAck.p95)} | | |`);
  console.log(`| baseline: function round trip (idle / N connected) | ${ms(base.functionTrip.p50)} / ${ms(loaded.functionTrip.p50)} | ${ms(base.functionTrip.p95)} / ${ms(loaded.functionTrip.p95)} | | |`);
  console.log(`| join call (${JOIN_CONCURRENCY} in flight) | ${ms(percentile(joinTimes, 50))} | ${ms(percentile(joinTimes, 95))} | | |`);
  console.log('');
  console.log(`Slowest player to see a leaderboard: ${ms(fromStart.max)} after close was pressed. Machine: ${load()}.`);

  await Promise.all(players.map((p) => p.close()));
  process.exit(scored === N ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
