// Runs a command inside the emulator suite, optionally on shifted ports so that several
// suites can run side by side on one machine:
//   node scripts/emu-exec.mjs [--offset 100] [--no-build] [--web] [--private] -- <command>
// --private (with an offset) builds the functions and the web app into .emu/<offset>/, so a
// rebuild by another suite never reloads this suite's functions or swaps its web app.
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATORS, PROJECT_ID, build, emulatorEnv, ensureInstalled, firebaseBin, readJson, root, run, startHyperPay } from './lib.mjs';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const own = sep === -1 ? args : args.slice(0, sep);
const command = sep === -1 ? [] : args.slice(sep + 1);
const offset = Number(own[own.indexOf('--offset') + 1] ?? 0) || 0;
if (command.length === 0) {
  console.error('usage: node scripts/emu-exec.mjs [--offset N] [--no-build] -- <command>');
  process.exit(2);
}

const mkTmp = (n) => {
  const dir = join(tmpdir(), `sparks-suite-${n}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

ensureInstalled();
const isPrivate = own.includes('--private') && offset > 0;
const privateDir = join(root, '.emu', String(offset));

// Emulator ports span 4400-9499, so whole-hundred offsets would collide between suites:
// Hosting moves by the offset (5100, 5200, ...), every other port by a tenth of it.
const config = readJson('firebase.json');
const small = offset >= 100 ? Math.floor(offset / 10) : offset;
for (const [name, emulator] of Object.entries(config.emulators)) {
  if (typeof emulator === 'object' && typeof emulator.port === 'number') {
    emulator.port += name === 'hosting' ? offset : small;
  }
}
if (offset) config.emulators.firestore.websocketPort = 9150 + small;

// A web build for shifted ports must point the Firebase SDK at them.
const webEnv = {
  VITE_AUTH_EMULATOR_PORT: String(config.emulators.auth.port),
  VITE_FIRESTORE_EMULATOR_PORT: String(config.emulators.firestore.port),
};
if (own.includes('--no-build')) {
  // Reuse the last private build of this offset, if any.
  if (isPrivate) {
    config.functions[0].source = join('.emu', String(offset), 'functions');
    if (own.includes('--web')) config.hosting.public = join('.emu', String(offset), 'dist');
  }
} else if (isPrivate) {
  rmSync(privateDir, { recursive: true, force: true });
  mkdirSync(join(privateDir, 'functions'), { recursive: true });
  console.log(`• Building functions into ${privateDir}…`);
  run('npx', ['tsc', '-p', 'functions/tsconfig.build.json', '--outDir', join(privateDir, 'functions', 'lib')]);
  cpSync(join(root, 'functions', 'package.json'), join(privateDir, 'functions', 'package.json'));
  symlinkSync(join(root, 'functions', 'node_modules'), join(privateDir, 'functions', 'node_modules'));
  config.functions[0].source = join('.emu', String(offset), 'functions');
  if (own.includes('--web')) {
    console.log('• Building the web app…');
    run('npm', ['run', 'build', '-w', 'web', '--', '--outDir', join(privateDir, 'dist'), '--emptyOutDir'], { env: webEnv });
    config.hosting.public = join('.emu', String(offset), 'dist');
  }
} else {
  build({ web: own.includes('--web'), env: webEnv });
}
const configPath = join(root, offset ? `firebase.offset${offset}.local.json` : 'firebase.json');
if (offset) writeFileSync(configPath, JSON.stringify(config, null, 2));

// The local HyperPay and OpenAI servers, one port each per suite: 4020 and 4010 for the
// unshifted suite (as scripts/test.mjs), 4700 and 4600 + the small offset beside it (4010 +
// small would meet the unshifted suite's HyperPay port 4020 at offset 100).
const hyperpay = await startHyperPay(offset ? 4700 + small : 4020);
const env = {
  ...(await emulatorEnv()),
  ...hyperpay.env,
  // Storage emulators keep blobs under $TMPDIR/firebase and wipe it on exit: one dir per suite.
  ...(offset && { TMPDIR: mkTmp(offset) }),
  APP_ORIGIN: `http://127.0.0.1:${config.emulators.hosting.port}`,
  // Tests never reach OpenAI: the functions (the emulator passes its environment through)
  // and the tests talk to tests/support/openai-server.ts, one port per suite.
  OPENAI_BASE_URL: `http://127.0.0.1:${offset ? 4600 + small : 4010}/v1`,
  OPENAI_API_KEY: 'test-key',
  OPENAI_TIMEOUT_MS: '3000',
};
run(firebaseBin, ['emulators:exec', '--config', configPath, '--only', EMULATORS, '--project', PROJECT_ID, command.join(' ')], { env });
