// Live quiz players as real clients of the emulator suite: each is its own Firebase app
// (firebase/app + firebase/auth + firebase/firestore), signed in anonymously, that joins
// through the API and writes its answers straight to Firestore, as the web app's live screen.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  initializeFirestore,
  onSnapshot,
  serverTimestamp,
  setDoc,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { JoinLiveResponse } from '@shared/schemas/live';
import { call, type CallResult } from './api';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from './env';

// Refused answers are part of the tests: keep the SDK from logging each one.
setLogLevel('silent');

let counter = 0;

export interface Player {
  uid: string;
  /** The client address its API calls come from (X-Forwarded-For, which the API's clientAddress reads). */
  address: string;
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  token(): Promise<string>;
  join(code: string, nickname: string): Promise<CallResult<JoinLiveResponse>>;
  /** Creates liveSessions/{sessionId}/answers/{index}_{uid}; resolves once the server acknowledged it. */
  answer(sessionId: string, index: number, answer: unknown): Promise<void>;
  session(sessionId: string): Promise<DocumentData | undefined>;
  me(sessionId: string): Promise<DocumentData | undefined>;
  /** Resolves with the first session snapshot that satisfies `until`. */
  waitForSession(sessionId: string, until: (session: DocumentData) => boolean, timeoutMs?: number): Promise<DocumentData>;
  close(): Promise<void>;
}

/** A made-up address per player (each on their own phone), unique within this test process. */
const ownAddress = (n: number) => `10.${(process.pid >> 8) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Players as the live screen signs them in; `address` puts several behind one network (a school's NAT). */
export async function anonymousPlayer(options: { address?: string } = {}): Promise<Player> {
  counter += 1;
  const address = options.address ?? ownAddress(counter);
  const app = initializeApp({ apiKey: 'test-key', projectId: PROJECT_ID, appId: `live-player-${counter}` }, `live-player-${counter}-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = initializeFirestore(app, {});
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  const { user } = await signInAnonymously(auth);
  const player: Player = {
    uid: user.uid,
    address,
    app,
    auth,
    db,
    token: () => user.getIdToken(),
    // As the web's join: a moment's busy counters (429 common/rate-limited) are tried again.
    join: async (code, nickname) => {
      for (let attempt = 0; ; attempt += 1) {
        const result = await call<JoinLiveResponse>('POST', '/live/join', {
          token: await player.token(),
          body: { code, nickname },
          headers: { 'X-Forwarded-For': address },
        });
        if (result.body.code !== 'common/rate-limited' || attempt >= 2) return result;
        await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 500));
      }
    },
    answer: (sessionId, index, value) =>
      setDoc(doc(db, `liveSessions/${sessionId}/answers/${index}_${user.uid}`), {
        uid: user.uid,
        question_index: index,
        answer: value,
        received_at: serverTimestamp(),
      }),
    session: async (sessionId) => (await getDoc(doc(db, `liveSessions/${sessionId}`))).data(),
    me: async (sessionId) => (await getDoc(doc(db, `liveSessions/${sessionId}/players/${user.uid}`))).data(),
    waitForSession: (sessionId, until, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          unsubscribe();
          reject(new Error(`session ${sessionId} did not reach the expected state in ${timeoutMs} ms`));
        }, timeoutMs);
        const unsubscribe = onSnapshot(
          doc(db, `liveSessions/${sessionId}`),
          (snap) => {
            const data = snap.data();
            if (data && until(data)) {
              clearTimeout(timer);
              unsubscribe();
              resolve(data);
            }
          },
          (error) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
    close: () => deleteApp(app),
  };
  return player;
}

/** n players, signed in a few at a time. */
export async function anonymousPlayers(n: number, parallel = 20, options: { address?: string } = {}): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < n; i += parallel) {
    players.push(...(await Promise.all(Array.from({ length: Math.min(parallel, n - i) }, () => anonymousPlayer(options)))));
  }
  return players;
}

/**
 * Runs `work` over items with at most `limit` in flight. The Functions emulator runs one
 * request per worker process and starts a process for each concurrent request; lanes start
 * `staggerMs` apart so those processes do not all load at once on a busy machine (a worker
 * that takes over 10 s to load fails its request).
 */
export async function withConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  staggerMs = 0,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async (_, lane) => {
    await new Promise((resolve) => setTimeout(resolve, lane * staggerMs));
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
