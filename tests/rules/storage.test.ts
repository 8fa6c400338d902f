// Storage: clients never reach it (storage.rules denies everything); functions use the admin
// SDK, which bypasses rules, and hand out upload sessions and download URLs instead.
//
// 1. Through the real Storage emulator: client uploads and downloads are refused, signed in
//    or not, while the admin SDK writes and reads the same object.
// 2. The offline rules stand-in (emulators/storage-rules-standin) answers every `verify` with
//    "deny"; that is only correct while storage.rules denies everything, so the two are pinned
//    to each other here, and the stand-in process itself is exercised over its protocol.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectStorageEmulator, getBytes, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../support/admin';
import { PROJECT_ID } from './helpers';

function emulatorHost(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the rules tests inside the emulator suite (npm test).`);
  const match = /^\[?(.+?)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`${variable} is not host:port: ${value}`);
  return { host: match[1], port: Number(match[2]) };
}

// Evaluated at import: without the emulators this file fails, it never skips.
const STORAGE = emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST');
const AUTH = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
const BUCKET = `${PROJECT_ID}.appspot.com`;

const repoFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const STORAGE_RULES = readFileSync(repoFile('storage.rules'), 'utf8');
const STANDIN_SOURCE = repoFile('emulators/storage-rules-standin/DenyAllStorageRulesRuntime.java');
const STANDIN_JAR_NAME = 'deny-all-storage-rules-runtime.jar';

// --- 1. Client access through the Storage emulator -------------------------------------------

describe('Storage emulator: clients are refused, functions are not', () => {
  const adminApp = getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID });
  const bucket = getAdminStorage(adminApp).bucket(BUCKET);
  const clientApp = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', storageBucket: BUCKET },
    `storage-rules-${randomUUID()}`,
  );
  const auth = getAuth(clientApp);
  connectAuthEmulator(auth, `http://${AUTH.host}:${AUTH.port}`, { disableWarnings: true });
  const storage = getStorage(clientApp);
  connectStorageEmulator(storage, STORAGE.host, STORAGE.port);

  const folder = `rules-tests/${randomUUID()}`;
  const written = `${folder}/written-by-functions.txt`;
  const original = Buffer.from('written by functions');

  beforeAll(async () => {
    await bucket.file(written).save(original, { contentType: 'text/plain' });
  });
  afterAll(async () => {
    await signOut(auth);
    await deleteApp(clientApp);
  });

  describe.each(['signed out', 'signed in'] as const)('%s client', (client) => {
    beforeAll(async () => {
      if (client === 'signed in') {
        // E-mail accounts are made by the server: the blocking function refuses client sign-ups.
        const email = `storage-${randomUUID()}@example.test`;
        await adminAuth.createUser({ email, password: 'password-123' });
        await signInWithEmailAndPassword(auth, email, 'password-123');
      } else {
        await signOut(auth);
      }
    });

    it('is who the test says it is', () => {
      expect(auth.currentUser === null).toBe(client === 'signed out');
    });

    it('upload (uploadBytes) of a new object is refused with storage/unauthorized', async () => {
      const path = `${folder}/${client.replace(' ', '-')}-upload.txt`;
      await expect(uploadBytes(ref(storage, path), new TextEncoder().encode('from a client'))).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      const [exists] = await bucket.file(path).exists();
      expect(exists).toBe(false);
    });

    it('upload (uploadBytes) over the object functions wrote is refused, and it stays intact', async () => {
      await expect(uploadBytes(ref(storage, written), new TextEncoder().encode('overwritten'))).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      const [content] = await bucket.file(written).download();
      expect(content.equals(original)).toBe(true);
    });

    it('download (getBytes) of the object functions wrote is refused with storage/unauthorized', async () => {
      await expect(getBytes(ref(storage, written))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    });
  });

  describe('functions (admin SDK, rules bypassed)', () => {
    it('read the object they wrote, untouched by the refused client uploads', async () => {
      const [content] = await bucket.file(written).download();
      expect(content.equals(original)).toBe(true);
    });

    it('write the same object (and read it back)', async () => {
      const content = Buffer.from(`rewritten by functions ${randomUUID()}`);
      await bucket.file(written).save(content, { contentType: 'text/plain' });
      const [back] = await bucket.file(written).download();
      expect(back.equals(content)).toBe(true);
    });
  });
});

// --- 2. The offline rules stand-in -----------------------------------------------------------

/** Exactly DenyAllStorageRulesRuntime.normalize(): drop comments and whitespace, " -> '. */
function normalize(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '') // (?s)/\*.*?\*/
    .replace(/\/\/[^\n]*/g, '') // //[^\n]*
    .replace(/[ \t\n\v\f\r]+/g, '') // Java's \s: ASCII only, unlike JavaScript's
    .replaceAll('"', "'");
}

/** The DENY_ALL constant, read from the Java source so the test and the stand-in cannot drift. */
function denyAllConstant(): string {
  const java = readFileSync(STANDIN_SOURCE, 'utf8');
  const match = /static\s+final\s+String\s+DENY_ALL\s*=\s*"((?:[^"\\\n]|\\.)*)"\s*;/.exec(java);
  if (!match?.[1]) throw new Error(`No DENY_ALL string constant found in ${STANDIN_SOURCE}`);
  return JSON.parse(`"${match[1]}"`) as string;
}

/** The stand-in jar: the one the emulators use, else built from source by emulators/prepare.mjs. */
async function standinJar(): Promise<string> {
  const fromEnv = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (fromEnv?.endsWith(STANDIN_JAR_NAME)) return fromEnv;
  const prepare = (await import(pathToFileURL(repoFile('emulators/prepare.mjs')).href)) as {
    STANDIN_JAR: string;
    emulatorEnv: (env?: Record<string, string | undefined>) => Record<string, string>;
  };
  // With an empty environment prepare.mjs (re)builds the stand-in unless firebase-tools'
  // download of the official runtime is cached on this machine.
  prepare.emulatorEnv({});
  if (!existsSync(prepare.STANDIN_JAR)) throw new Error(`The stand-in was not built at ${prepare.STANDIN_JAR}`);
  return prepare.STANDIN_JAR;
}

type Answer = { id: number; status: string; result: Record<string, unknown>; errors: unknown[]; warnings: unknown[] };

/** The stand-in over its JSON-lines protocol, started as firebase-tools starts it. */
class StandIn {
  private nextId = 0;
  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly lines: AsyncIterator<string>,
    readonly first: Answer,
  ) {}

  static async start(jar: string): Promise<StandIn> {
    const child = spawn('java', ['-jar', jar, 'serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const failed = new Promise<never>((_, reject) => child.once('error', reject));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const first = await Promise.race([StandIn.read(lines), failed]);
    return new StandIn(child, lines, first);
  }

  private static async read(lines: AsyncIterator<string>): Promise<Answer> {
    const line = await lines.next();
    if (line.done) throw new Error('The stand-in closed its output');
    return JSON.parse(line.value) as Answer;
  }

  /** Sends `{"action":...,"context":...,"id":N}` (id last, as firebase-tools does) and reads the answer. */
  async send(action: string, context: Record<string, unknown>): Promise<Answer> {
    const id = this.nextId++;
    this.child.stdin.write(`${JSON.stringify({ action, context, id })}\n`);
    const answer = await StandIn.read(this.lines);
    expect(answer.id).toBe(id);
    return answer;
  }

  loadRuleset(content: string): Promise<Answer> {
    return this.send('load_ruleset', {
      rulesetName: String(this.nextId),
      source: { files: [{ name: 'storage.rules', content }] },
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    await exited;
  }
}

const ALLOW_ALL = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read, write: if true;
    }
  }
}
`;

describe('offline Storage rules stand-in', () => {
  const binary = process.env.STORAGE_EMULATOR_BINARY_PATH ?? '';

  describe('guard: storage.rules is the deny-all ruleset the stand-in accepts', () => {
    it('the stand-in source declares DENY_ALL', () => {
      expect(denyAllConstant()).toMatch(/^rules_version='2';servicefirebase\.storage\{.*iffalse;\}\}\}$/);
    });

    it.runIf(binary.endsWith(STANDIN_JAR_NAME))(
      `storage.rules normalized equals DENY_ALL (the stand-in is in use: ${binary})`,
      () => {
        expect(normalize(STORAGE_RULES)).toBe(denyAllConstant());
      },
    );

    it('the normalization tells a deny-all ruleset from an allow-all one', () => {
      const reformatted = `/* reformatted */ rules_version = "2";\n// comment\nservice firebase.storage {\r\n\tmatch /b/{bucket}/o { match /{allPaths=**} { allow read, write: if false; } } }`;
      expect(normalize(reformatted)).toBe(denyAllConstant());
      expect(normalize(ALLOW_ALL)).not.toBe(denyAllConstant());
    });
  });

  describe('the stand-in process (java -jar <jar>)', () => {
    let standIn: StandIn | undefined;
    const running = (): StandIn => {
      if (!standIn) throw new Error('The stand-in did not start (see the beforeAll error).');
      return standIn;
    };

    beforeAll(async () => {
      standIn = await StandIn.start(await standinJar());
    });
    afterAll(async () => {
      await standIn?.stop();
    });

    it('announces itself with a first line carrying id -1', () => {
      expect(running().first).toMatchObject({ id: -1, status: 'ok', errors: [] });
    });

    it('load_ruleset with the real storage.rules: rulesVersion 2, no errors', async () => {
      const answer = await running().loadRuleset(STORAGE_RULES);
      expect(answer).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });
    });

    it('load_ruleset with the same rules reformatted (comments, whitespace, double quotes): accepted', async () => {
      const withoutLineComments = STORAGE_RULES.replace(/\/\/[^\n]*/g, '');
      const reformatted = `// header\n${withoutLineComments.replaceAll("'", '"').replaceAll('{', ' {\n  /* x */ ')}`;
      const answer = await running().loadRuleset(reformatted);
      expect(answer).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });
    });

    it('load_ruleset with an allow-all ruleset: errors and no ruleset', async () => {
      const answer = await running().loadRuleset(ALLOW_ALL);
      expect(answer.errors.length).toBeGreaterThan(0);
      expect(answer.result).toEqual({});
    });

    it('verify: permit false', async () => {
      const answer = await running().send('verify', {
        rulesetName: '0',
        service: 'firebase.storage',
        path: '/b/x/o/y',
        method: 'get',
        variables: {},
      });
      expect(answer).toMatchObject({ status: 'ok', result: { permit: false }, errors: [] });
    });
  });
});
