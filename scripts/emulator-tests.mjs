// Runs inside `firebase emulators:exec` (scripts/test.mjs): two vitest processes at once, the
// browser and rules projects in one and the API project (plus a few journeys) in the other.
// Rules cases use a Firestore project of their own (tests/rules/helpers.ts), so their wipes
// never touch the other tests' data; every API test and journey makes its own users and
// classes, so the two lanes share the demo project safely. Within each process, files still
// run one at a time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const [artifacts] = process.argv.slice(2);
const vitest = join(root, 'node_modules', '.bin', 'vitest');

function runVitest(name, projects, env = {}, filters = []) {
  const args = ['run', '--config', 'tests/vitest.config.ts', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(artifacts, `${name}.json`)}`, ...filters];
  return new Promise((resolve) => {
    const child = spawn(vitest, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Two lanes of about the same length: the browser journeys then the rules, beside the API tests
// and, after them (projects run in name order), the journeys below. Those move to balance the
// lanes: the browser lane is the longer one and grows fastest. None of them reaches the AI.
const AFTER_API = ['e2e/payments.test.ts'];
const codes = await Promise.all([
  // Its own fake OpenAI port: the API lane owns (and closes) the one the functions call; no
  // journey reaches the AI.
  runVitest('emulators-rules-e2e', ['rules', 'e2e'], { OPENAI_BASE_URL: 'http://127.0.0.1:4011/v1' },
    AFTER_API.map((file) => `--exclude=**/${file}`)),
  // 'api/' selects every API test file (a filter matches any part of a path).
  runVitest('emulators', ['api', 'e2e'], {}, ['api/', ...AFTER_API]),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
