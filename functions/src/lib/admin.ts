// The admin SDK, initialised once. Emulator hosts come from the FIREBASE_*_EMULATOR_HOST
// variables that the emulator suite sets; in production the default credentials apply.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
export const storage = getStorage(app);
