// Seeds the running emulator suite with the demo data (npm run seed).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ID, readJson, root } from './lib.mjs';

/** Seeds and answers the demo accounts; the emulators must be running. */
export function seed() {
  const { emulators } = readJson('firebase.json');
  const result = spawnSync('node', [join(root, 'functions', 'lib', 'seed', 'run.js')], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GCLOUD_PROJECT: PROJECT_ID,
      FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }),
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulators.firestore.port}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulators.auth.port}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${emulators.storage.port}`,
    },
  });
  if (result.status !== 0) throw new Error(`Seeding failed:\n${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  console.table(seed());
}
