// Prepares the emulator binaries for machines without internet and returns the env vars
// that point firebase-tools at them. With internet and nothing prepared, firebase-tools
// downloads its own binaries as usual.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const firebaseCache = join(homedir(), '.cache', 'firebase', 'emulators');
const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const STANDIN_JAR = join(cacheDir, 'deny-all-storage-rules-runtime.jar');

function cachedDownload(prefix) {
  if (!existsSync(firebaseCache)) return undefined;
  const hit = readdirSync(firebaseCache).find((f) => f.startsWith(prefix) && f.endsWith('.jar'));
  return hit && join(firebaseCache, hit);
}

function gcloudFirestoreJar() {
  if (existsSync(GCLOUD_FIRESTORE_JAR)) return GCLOUD_FIRESTORE_JAR;
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
    return files.split('\n').find((f) => f.endsWith('cloud-firestore-emulator.jar'));
  } catch {
    return undefined;
  }
}

function requireJdkTool(tool) {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(`${tool} (a JDK 11+) is missing: install it, e.g. apt-get install -y openjdk-17-jdk-headless`);
  }
}

// The gcloud jar has no Main-Class: a manifest-only jar names it and puts the real jar on
// the class path, so `java -jar` (how firebase-tools starts it) works.
function firestoreLauncher(realJar) {
  const launcher = join(cacheDir, 'firestore-launcher.jar');
  if (existsSync(launcher)) return launcher;
  requireJdkTool('jar');
  const manifest = join(cacheDir, 'firestore-manifest.txt');
  writeFileSync(
    manifest,
    `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:${realJar}\n`,
  );
  execFileSync('jar', ['cfm', launcher, manifest]);
  return launcher;
}

function storageStandin() {
  const source = join(here, 'storage-rules-standin', 'DenyAllStorageRulesRuntime.java');
  if (existsSync(STANDIN_JAR) && statSync(STANDIN_JAR).mtimeMs > statSync(source).mtimeMs) return STANDIN_JAR;
  requireJdkTool('javac');
  const classes = join(cacheDir, 'standin-classes');
  mkdirSync(classes, { recursive: true });
  execFileSync('javac', ['--release', '11', '-d', classes, source]);
  const manifest = join(cacheDir, 'standin-manifest.txt');
  writeFileSync(manifest, 'Main-Class: DenyAllStorageRulesRuntime\n');
  execFileSync('jar', ['cfm', STANDIN_JAR, manifest, '-C', classes, '.']);
  return STANDIN_JAR;
}

/** Env vars for `firebase emulators:*`; empty where firebase-tools can do it itself. */
export function emulatorEnv(env = process.env) {
  mkdirSync(cacheDir, { recursive: true });
  const out = {};
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && !cachedDownload('cloud-firestore-emulator')) {
    const jar = gcloudFirestoreJar();
    if (jar) out.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncher(jar);
  }
  if (!env.STORAGE_EMULATOR_BINARY_PATH && !cachedDownload('cloud-storage-rules-runtime') && env.SPARKS_STORAGE_RULES_DOWNLOAD !== '1') {
    out.STORAGE_EMULATOR_BINARY_PATH = storageStandin();
  }
  // firebase-tools gives the functions' code 10 s to load; on a busy 2-core machine it can take longer.
  if (!env.FUNCTIONS_DISCOVERY_TIMEOUT) out.FUNCTIONS_DISCOVERY_TIMEOUT = '60';
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(emulatorEnv(), null, 2));
}
