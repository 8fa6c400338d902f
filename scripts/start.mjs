// `npm start`: install what is missing, build, start the emulator suite, seed the demo data
// and print the URL. `npm run dev` adds Vite's hot reload on :5173 against the same suite.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  EMULATORS, PROJECT_ID, build, emulatorEnv, ensureInstalled, ensureJava, fail, firebaseBin, readJson, root, startHyperPay,
} from './lib.mjs';
import { watchMail } from './mail-watch.mjs';
import { seed } from './seed.mjs';

const dev = process.argv.includes('--dev');
const { emulators } = readJson('firebase.json');
const origin = `http://localhost:${emulators.hosting.port}`;

ensureInstalled();
ensureJava();
build();

// Card payments go to the local HyperPay server (emulators/hyperpay/server.mjs), kept running.
const hyperpay = await startHyperPay(4020);
const env = { ...process.env, ...(await emulatorEnv()), ...hyperpay.env };
const children = [hyperpay.child];
const suite = spawn(firebaseBin, ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(suite);
const log = [];
suite.stdout.on('data', (chunk) => {
  // Quiet while starting; after the banner, show what the emulators say.
  if (ready) process.stdout.write(chunk);
  else log.push(chunk);
});
let ready = false;
suite.on('exit', (code) => {
  if (!ready) {
    process.stdout.write(Buffer.concat(log));
    fail(`The emulator suite stopped while starting (exit ${code}).`);
  }
  process.exit(code ?? 0);
});

function stop() {
  for (const child of children) child.kill('SIGINT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  process.stdout.write(Buffer.concat(log));
  fail(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

console.log('• Starting the emulator suite (Auth, Firestore, Functions, Hosting, Storage)…');
await waitFor(`http://127.0.0.1:${emulators.hosting.port}/api/v1/packages`, 120_000);
console.log('• Seeding demo data…');
let accounts;
try {
  accounts = seed();
} catch (error) {
  stop();
  fail(error.message);
}

if (dev) {
  children.push(spawn(join(root, 'node_modules', '.bin', 'vite'), ['--port', '5173', '--strictPort'], {
    cwd: join(root, 'web'),
    env,
    stdio: 'inherit',
  }));
}

const pad = (text, width) => String(text).padEnd(width);
console.log(`
────────────────────────────────────────────────────────────────
  Sparks is running: open ${origin}${dev ? `\n  Hot reload (Vite):  http://localhost:5173` : ''}
  API:               ${origin}/api/v1
  Demo accounts (password login):
${accounts.map((a) => `    ${pad(a.userType, 14)} ${pad(a.email, 22)} ${pad(a.password, 16)} ${a.sparks} sparks${a.earned ? ` (${a.earned} exchangeable)` : ''}`).join('\n')}
  Card payments (local HyperPay on ${hyperpay.env.HYPERPAY_BASE_URL}; any future expiry, any CVV):
${Object.entries(hyperpay.testCards).map(([card, c]) => `    ${pad(card, 18)} ${pad(c.brand, 7)} ${c.code}`).join('\n')}
  Mail (OTP codes, reset links) goes to the Firestore 'mail' collection and is
  printed here as it is written.
  Stop with Ctrl+C.
────────────────────────────────────────────────────────────────
`);
ready = true;
await watchMail();
