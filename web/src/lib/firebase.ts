// The only module that knows Firebase config. In development and tests it talks to the
// emulator suite; a real project is configured through VITE_FIREBASE_* variables.
import { getApps, initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

const env = import.meta.env;
const useEmulators = env.VITE_USE_EMULATORS !== 'false';

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-sparks.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-sparks',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-sparks.appspot.com',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app',
};

export const firebaseApp = getApps()[0] ?? initializeApp(firebaseConfig);
// Email and password only: without getAuth's popup/redirect resolver, mobile browsers do not
// load Google's gapi script on every page (an extra request, and an error offline).
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
export const db = getFirestore(firebaseApp);

if (useEmulators) {
  // The page is served by the Hosting emulator (or Vite) on the same machine as the suite.
  const host = env.VITE_EMULATOR_HOST ?? window.location.hostname;
  connectAuthEmulator(auth, `http://${host}:${env.VITE_AUTH_EMULATOR_PORT ?? 9099}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}
