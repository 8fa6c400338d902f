// Shared set-up for the Firestore rules tests: one RulesTestEnvironment per file against the
// Firestore emulator (loaded with the repository's firestore.rules), the actors, and a runner
// that turns a per-role matrix (actor x get/list/create/update/delete) into one test per cell.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { type UserType } from '@shared/constants';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
/**
 * The Firestore project the rules cases run in: a project of their own, so wiping it between
 * cases never touches the API tests' data (they run at the same time) and no trigger fires.
 */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;
export const FIRESTORE_RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** host and port of the Firestore emulator; throws (the file fails, never skips) without it. */
export function firestoreEmulator(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests inside the emulator suite (npm test).');
  }
  const match = /^\[?(.+?)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`FIRESTORE_EMULATOR_HOST is not host:port: ${value}`);
  return { host: match[1], port: Number(match[2]) };
}

// Evaluated when a test file imports this module, so a missing emulator fails the file at once.
const FIRESTORE = firestoreEmulator();

// Denials are the point of these tests: keep the SDK from logging each one as a warning.
setLogLevel('error');

/**
 * Registers the per-file lifecycle: the environment is created before the file's tests,
 * Firestore is wiped before each test, and the clients are torn down at the end.
 */
export function useRulesEnvironment(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { rules: readFileSync(FIRESTORE_RULES_PATH, 'utf8'), ...FIRESTORE },
    });
  });
  beforeEach(async () => {
    await current().clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  function current(): RulesTestEnvironment {
    if (!env) throw new Error('The rules test environment did not start (see the beforeAll error).');
    return env;
  }
  return current;
}

// --- Actors ----------------------------------------------------------------------------

export const UID = {
  owner: 'owner-uid',
  stranger: 'stranger-uid',
  teacher: 'teacher-uid',
  centers: 'centers-uid',
  administrator: 'administrator-uid',
  noRole: 'no-role-uid',
  unverified: 'unverified-uid',
} as const;

export interface SignedIn {
  uid: string;
  claims: TokenOptions & { user_type?: UserType; verified?: boolean };
}

/** A set of named actors (null: signed out). ACTORS is the default one; areas may bring their own. */
export type Roster<A extends string = string> = Record<A, SignedIn | null>;

/** Everyone who talks to Firestore from a client. "owner" owns the documents under test. */
export const ACTORS = {
  'signed out': null,
  owner: { uid: UID.owner, claims: { user_type: 'student', verified: true } },
  stranger: { uid: UID.stranger, claims: { user_type: 'student', verified: true } },
  teacher: { uid: UID.teacher, claims: { user_type: 'teacher', verified: true } },
  centers: { uid: UID.centers, claims: { user_type: 'centers', verified: true } },
  administrator: { uid: UID.administrator, claims: { user_type: 'administrator', verified: true } },
  'no role': { uid: UID.noRole, claims: { verified: true } },
  // A role claim on an account our code never verified (made before verification was enforced).
  'unverified admin': { uid: UID.unverified, claims: { user_type: 'administrator' } },
} as const satisfies Record<string, SignedIn | null>;

export type Actor = keyof typeof ACTORS;
export const ACTOR_NAMES = Object.keys(ACTORS) as Actor[];

/** Cloud Functions: the admin SDK bypasses rules; the "allowed" counterpart of every write. */
export const FUNCTIONS = 'functions (admin SDK, rules bypassed)';

/** A client Firestore for a signed-in user with the given claims. */
export function firestoreFor(env: RulesTestEnvironment, uid: string, claims: TokenOptions = {}): Firestore {
  return modular(env.authenticatedContext(uid, claims));
}

export function firestoreAs(env: RulesTestEnvironment, actor: Actor): Firestore {
  return firestoreOf(env, ACTORS[actor]);
}

/** A client Firestore for one roster entry (null: signed out). */
export function firestoreOf(env: RulesTestEnvironment, who: SignedIn | null): Firestore {
  return who ? firestoreFor(env, who.uid, who.claims) : modular(env.unauthenticatedContext());
}

// rules-unit-testing hands out compat instances; the modular API accepts them at run time.
function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** Runs `work` as Cloud Functions would: with rules disabled. */
export async function asFunctions<T>(env: RulesTestEnvironment, work: (db: Firestore) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = { value: await work(modular(context)) };
  });
  if (!result) throw new Error('withSecurityRulesDisabled did not run the callback');
  return result.value;
}

/** Writes documents (path -> data) with rules disabled. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await asFunctions(env, async (db) => {
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Awaits the request and checks the rules' verdict (denied means PERMISSION_DENIED, nothing else). */
export async function expectVerdict(allowed: boolean, request: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
}

// --- The per-role matrix -----------------------------------------------------------------

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const yes = true;
export const no = false;
/** One row per actor; the columns follow OPERATIONS: get, list, create, update, delete. */
export type Matrix = Record<Actor, readonly [boolean, boolean, boolean, boolean, boolean]>;
/** The same for any roster. */
export type RosterMatrix<A extends string> = Record<A, readonly [boolean, boolean, boolean, boolean, boolean]>;

/** What the matrix acts on. */
export interface Target {
  /** The document that get, update and delete address, and that create tries to write. */
  doc: string;
  /** The collection that list queries. */
  collection: string;
  /** The query list runs instead of the whole collection (the one the web app uses). */
  list?: (db: Firestore) => Query;
  /** What functions store at `doc` (seeded before get/list/update/delete; the body of create). */
  data: DocumentData;
  /** The change update sends. */
  update: DocumentData;
  /** Further documents seeded before every operation (parents, other users' documents). */
  others?: Record<string, DocumentData>;
}

function perform(db: Firestore, op: Operation, target: Target): Promise<unknown> {
  switch (op) {
    case 'get':
      return getDoc(doc(db, target.doc));
    case 'list':
      return getDocs(target.list ? target.list(db) : collection(db, target.collection));
    case 'create':
      return setDoc(doc(db, target.doc), target.data);
    case 'update':
      return updateDoc(doc(db, target.doc), target.update);
    case 'delete':
      return deleteDoc(doc(db, target.doc));
  }
}

/**
 * One describe per operation and one test per actor, each with the verdict from the matrix,
 * plus a last row where Cloud Functions (rules bypassed) perform the same request: it must
 * succeed, which proves every denial above comes from the rules and not from a bad request.
 * create runs against a database without `target.doc`, the others against a seeded one.
 */
export function describeMatrix(env: () => RulesTestEnvironment, target: Target, matrix: Matrix): void {
  describeRosterMatrix(env, ACTORS, target, matrix);
}

/** A verdict for every actor: the listed ones allowed, everyone else denied. */
export function only(...allowed: Actor[]): Record<Actor, boolean> {
  return Object.fromEntries(ACTOR_NAMES.map((name) => [name, allowed.includes(name)])) as Record<Actor, boolean>;
}

/** The actor's uid; the signed-out actor addresses the owner's documents. */
export const uidOf = (actor: Actor): string => ACTORS[actor]?.uid ?? UID.owner;

/** Every actor denied every operation: what only functions read and write. */
export const DENIED_TO_ALL = Object.fromEntries(ACTOR_NAMES.map((actor) => [actor, [no, no, no, no, no] as const])) as Matrix;

/** One describe per named target, each denied to every actor (server-only collections). */
export function describeServerOnly(env: () => RulesTestEnvironment, targets: Array<{ name: string; target: Target }>): void {
  describe.each(targets.map(({ name, target }) => [name, target] as const))('%s', (_name, target) => {
    describeMatrix(env, target, DENIED_TO_ALL);
  });
}

/** describeMatrix for another set of actors (e.g. the class roles of tests/rules/class-fixtures.ts). */
export function describeRosterMatrix<A extends string>(
  env: () => RulesTestEnvironment,
  roster: Roster<A>,
  target: Target,
  matrix: RosterMatrix<A>,
): void {
  const names = Object.keys(roster) as A[];
  describe.each(OPERATIONS.map((op, column) => [op, column] as const))('%s', (op, column) => {
    const cases = [
      ...names.map((actor) => [actor as string, matrix[actor][column] ?? false] as const),
      [FUNCTIONS, true] as const,
    ].map(([actor, allowed]) => [actor, allowed ? 'allowed' : 'denied', allowed] as const);

    it.each(cases)('%s: %s', async (actor, _verdict, allowed) => {
      await seed(env(), {
        ...target.others,
        ...(op === 'create' ? {} : { [target.doc]: target.data }),
      });
      const request =
        actor === FUNCTIONS
          ? asFunctions(env(), (db) => perform(db, op, target))
          : perform(firestoreOf(env(), roster[actor as A]), op, target);
      await expectVerdict(allowed, request);
    });
  });
}

/**
 * One request (typically a read with the exact query the web app sends) tried by every actor
 * of a roster, one test each with the verdict from `verdicts`, after seeding `docs`.
 * `request` gets the actor's name so it can address the actor's own documents. With
 * `functionsAs`, a last row sends that actor's request with rules disabled: it must succeed
 * (the allowed counterpart when every actor is denied).
 */
export function describeVerdicts<A extends string>(
  env: () => RulesTestEnvironment,
  roster: Roster<A>,
  docs: Record<string, DocumentData>,
  request: (db: Firestore, actor: A) => Promise<unknown>,
  verdicts: Record<A, boolean>,
  functionsAs?: A,
): void {
  const cases = [
    ...(Object.keys(roster) as A[]).map((actor) => [actor as string, verdicts[actor]] as const),
    ...(functionsAs === undefined ? [] : [[FUNCTIONS, true] as const]),
  ].map(([actor, allowed]) => [actor, allowed ? 'allowed' : 'denied', allowed] as const);
  it.each(cases)('%s: %s', async (actor, _verdict, allowed) => {
    await seed(env(), docs);
    const sent =
      actor === FUNCTIONS && functionsAs !== undefined
        ? asFunctions(env(), (db) => request(db, functionsAs))
        : request(firestoreOf(env(), roster[actor as A]), actor as A);
    await expectVerdict(allowed, sent);
  });
}
