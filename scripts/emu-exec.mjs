// Runs a command inside the emulator suite, optionally on shifted ports so that several
// suites can run side by side on one machine:
//   node scripts/emu-exec.mjs [--offset 100] [--no-build] -- <command>
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATORS, PROJECT_ID, build, emulatorEnv, ensureInstalled, firebaseBin, readJson, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const own = sep === -1 ? args : args.slice(0, sep);
const command = sep === -1 ? [] : args.slice(sep + 1);
const offset = Number(own[own.indexOf('--offset') + 1] ?? 0) || 0;
if (command.length === 0) {
  console.error('usage: node scripts/emu-exec.mjs [--offset N] [--no-build] -- <command>');
  process.exit(2);
}

ensureInstalled();
if (!own.includes('--no-build')) build({ web: own.includes('--web') });

const config = readJson('firebase.json');
for (const emulator of Object.values(config.emulators)) {
  if (typeof emulator === 'object' && typeof emulator.port === 'number') emulator.port += offset;
}
const configPath = join(root, offset ? `firebase.offset${offset}.local.json` : 'firebase.json');
if (offset) writeFileSync(configPath, JSON.stringify(config, null, 2));

const env = {
  ...(await emulatorEnv()),
  APP_ORIGIN: `http://127.0.0.1:${config.emulators.hosting.port}`,
};
run(firebaseBin, ['emulators:exec', '--config', configPath, '--only', EMULATORS, '--project', PROJECT_ID, command.join(' ')], { env });
