// The Firebase SDK side of firebase-session.ts, loaded on first use.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  setPersistence,
  signInWithCustomToken,
  signOut,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';

/** Signs the SDK in with the API's custom token; persistence follows "remember me". */
export async function signInFirebase(customToken: string, remember: boolean): Promise<void> {
  try {
    await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
    await signInWithCustomToken(auth, customToken);
  } catch (error) {
    console.warn('Firebase SDK sign-in failed', error);
  }
}

export async function signOutFirebase(): Promise<void> {
  try {
    await signOut(auth);
  } catch (error) {
    console.warn('Firebase SDK sign-out failed', error);
  }
}

/** The uid the SDK is signed in as, once it has restored its persisted state. */
export async function firebaseUid(): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** Forces a new SDK ID token so a changed custom claim (user_type) is seen by the rules. */
export async function refreshFirebaseClaims(): Promise<void> {
  try {
    await auth.currentUser?.getIdToken(true);
  } catch (error) {
    console.warn('Firebase SDK token refresh failed', error);
  }
}
