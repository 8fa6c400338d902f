// Runs inside `firebase emulators:exec` (scripts/test.mjs): the rules project and the API and
// browser projects at the same time, as two vitest processes. Rules cases use a Firestore
// project of their own (tests/rules/helpers.ts), so the two never touch each other's data;
// within each process, files still run one at a time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const [artifacts] = process.argv.slice(2);
const vitest = join(root, 'node_modules', '.bin', 'vitest');

function runVitest(name, projects, env = {}) {
  const args = ['run', '--config', 'tests/vitest.config.ts', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(artifacts, `${name}.json`)}`];
  return new Promise((resolve) => {
    const child = spawn(vitest, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all([
  // Its own fake OpenAI port: the API process owns (and closes) the usual one.
  runVitest('emulators-rules', ['rules'], { OPENAI_BASE_URL: 'http://127.0.0.1:4011/v1' }),
  runVitest('emulators', ['api', 'e2e']),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
