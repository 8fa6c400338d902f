// `npm test`: lint, typecheck, unit tests, then rules, API and browser tests inside
// `firebase emulators:exec` against the real emulator suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS, PROJECT_ID, build, emulatorEnv, ensureInstalled, ensureJava, fail, firebaseBin, root, run, startHyperPay,
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

console.log('• Lint');
run('npx', ['eslint', '.', '--max-warnings=0']);
console.log('• Typecheck');
run('npm', ['run', 'typecheck']);

console.log('• Unit tests');
run(vitest, ['run', '--root', 'functions', ...report('unit-functions')]);
run(vitest, ['run', '--root', 'web', ...report('unit-web')]);

build();

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
run(firebaseBin, ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, inner], { env });

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
if (passed === 0 || failed > 0) process.exit(1);
