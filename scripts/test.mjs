// `npm test`: a build, then rules, API and browser tests inside `firebase emulators:exec`
// against the real emulator suite, with lint, typecheck and unit tests beside them.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS, PROJECT_ID, build, emulatorEnv, ensureInstalled, ensureJava, fail, firebaseBin, root, startHyperPay,
} from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifacts = join(root, 'tests', '.artifacts');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

ensureInstalled();
ensureJava();
if (!existsSync(CHROMIUM)) fail(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);

rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const report = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(artifacts, `${name}.json`)}`];

/**
 * Lint, typecheck and the unit tests need no emulator: they run one after another beside the
 * emulator suite, at the lowest CPU priority, on the CPU time its lanes leave idle while they
 * wait on the emulators (about half of it on two cores). Before them they held the suite back
 * about three minutes. Each writes to a log that is printed when it fails.
 */
const CHECKS = [
  { name: 'Lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'Typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'Unit tests (functions)', cmd: vitest, args: ['run', '--root', 'functions', ...report('unit-functions')] },
  { name: 'Unit tests (web)', cmd: vitest, args: ['run', '--root', 'web', ...report('unit-web')] },
];

async function runChecks() {
  const logs = join(artifacts, 'checks');
  mkdirSync(logs, { recursive: true });
  let failed = 0;
  for (const [i, check] of CHECKS.entries()) {
    const log = join(logs, `${i + 1}-${check.name.toLowerCase().replace(/\W+/g, ' ').trim().replace(/ /g, '-')}.log`);
    const out = openSync(log, 'w');
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn('nice', ['-n', '19', check.cmd, ...check.args], { cwd: root, stdio: ['ignore', out, out] });
      child.on('error', () => resolve(1));
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    closeSync(out);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (code === 0) {
      console.log(`• ${check.name}: passed (${seconds} s, beside the emulator suite)`);
    } else {
      failed += 1;
      console.log(`\n✖ ${check.name} failed (exit ${code}):\n${readFileSync(log, 'utf8')}`);
    }
  }
  return failed;
}

// The emulators need the functions and the web app built; nothing else waits before them.
build();
const checks = runChecks();

console.log('• Rules, API and browser tests against the emulator suite');
// The functions and the tests talk to the local HyperPay server, never to HyperPay.
const hyperpay = await startHyperPay(4020);
const env = {
  ...(await emulatorEnv()),
  ...hyperpay.env,
  CHROMIUM_PATH: CHROMIUM,
  CI: process.env.CI ?? '',
  // The functions and the tests talk to tests/support/openai-server.ts, never to OpenAI.
  OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1',
  OPENAI_API_KEY: 'test-key',
  OPENAI_TIMEOUT_MS: '3000',
};
// With file filters, one vitest run; the whole suite runs the rules beside the rest.
const inner = only.length
  ? [vitest, 'run', '--config', 'tests/vitest.config.ts', ...report('emulators'), ...only].join(' ')
  : ['node', 'scripts/emulator-tests.mjs', artifacts].join(' ');
const suiteCode = await new Promise((resolve) => {
  const child = spawn(firebaseBin, ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, inner], {
    cwd: root, stdio: 'inherit', env: { ...process.env, ...env },
  });
  child.on('error', () => resolve(1));
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
if (suiteCode !== 0) console.error(`\n✖ firebase emulators:exec failed (exit ${suiteCode})`);
const failedChecks = await checks;

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit-functions', 'unit-web', 'emulators-rules-e2e', 'emulators']) {
  const file = join(artifacts, `${name}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
console.log(`\nAll suites: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedChecks > 0) console.log(`✖ ${failedChecks} of lint, typecheck and unit tests failed (see above)`);
if (passed === 0 || failed > 0 || failedChecks > 0 || suiteCode !== 0) process.exit(1);
