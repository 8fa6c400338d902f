// Shared steps of `npm start` and `npm test`: install what is missing, build, emulator env.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
export const EMULATORS = 'auth,firestore,functions,hosting,storage';

export function fail(line) {
  console.error(`\n✖ ${line}`);
  process.exit(1);
}

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (result.status !== 0) fail(`${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** npm install when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const installed = () => existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (installed()) return;
  // One install at a time: a second `npm ci` would empty node_modules under the first (and
  // under every suite already running). Others wait for it, then find the install done.
  const installing = join(root, '.npm-ci.lock');
  for (;;) {
    try {
      mkdirSync(installing);
      break;
    } catch {
      const stale = existsSync(installing) && Date.now() - statSync(installing).mtimeMs > 15 * 60_000;
      if (stale) rmSync(installing, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
    }
  }
  let result;
  try {
    if (installed()) return;
    console.log('• Installing dependencies (npm ci)…');
    result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  } finally {
    rmSync(installing, { recursive: true, force: true });
  }
  if (result.status !== 0) fail(`npm ci failed (exit ${result.status ?? result.signal})`);
}

export function ensureJava() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.status !== 0) fail('Java 11+ is missing: apt-get install -y openjdk-17-jdk-headless');
}

export function build({ web = true, env = {} } = {}) {
  console.log('• Building functions…');
  run('npm', ['run', 'build', '-w', 'functions']);
  if (web) {
    console.log('• Building the web app…');
    run('npm', ['run', 'build', '-w', 'web'], { env });
  }
}

export async function emulatorEnv() {
  const { emulatorEnv: prepare } = await import(join(root, 'emulators', 'prepare.mjs'));
  try {
    return prepare();
  } catch (error) {
    fail(error.message);
  }
}

export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

export function spawnInherit(cmd, args, env) {
  return spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

export function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}

// ── Local HyperPay (emulators/hyperpay/server.mjs; docs/market.md "Buying sparks") ──────
// Its own process: `run` blocks this one while the emulators run. The functions emulator
// passes its environment through, so HYPERPAY_* reach the functions as OPENAI_BASE_URL does.
export async function startHyperPay(port) {
  const server = await import(join(root, 'emulators', 'hyperpay', 'server.mjs'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    HYPERPAY_BASE_URL: baseUrl,
    HYPERPAY_ENTITY_ID: server.DEFAULT_ENTITY_ID,
    HYPERPAY_ACCESS_TOKEN: server.DEFAULT_ACCESS_TOKEN,
  };
  const child = spawn(process.execPath, [join(root, 'emulators', 'hyperpay', 'server.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, HYPERPAY_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  // Never what keeps this script alive; it goes when the script does.
  child.unref();
  process.on('exit', () => child.kill());
  for (let i = 0; i < 100 && !exited; i += 1) {
    const ok = await fetch(`${baseUrl}/__control/health`).then((r) => r.ok, () => false);
    if (ok) return { child, env, testCards: server.TEST_CARDS };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  fail(`The local HyperPay server did not start on port ${port} (is the port in use?).`);
}
