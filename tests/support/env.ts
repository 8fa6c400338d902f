// Where the emulator suite runs; set by `firebase emulators:exec` (and scripts/emu-exec.mjs).
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
export const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://127.0.0.1:5000';
export const API = `${APP_ORIGIN}/api/v1`;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests inside the emulator suite (npm test).`);
  return value;
}
export const FIRESTORE_HOST = required('FIRESTORE_EMULATOR_HOST');
export const AUTH_HOST = required('FIREBASE_AUTH_EMULATOR_HOST');
export const STORAGE_HOST = required('FIREBASE_STORAGE_EMULATOR_HOST');
