// Keeps the Firebase client SDK signed in as the same user as the API session, so live
// Firestore reads (the wallet balance) pass the rules. Failures here never block the API session.
// The SDK is loaded on first use: a visitor who never signs in never downloads it.
const sdkSession = () => import('./firebase-sdk-session');

/** Signs the SDK in with the API's custom token; persistence follows "remember me". */
export async function signInFirebase(customToken: string, remember: boolean): Promise<void> {
  return (await sdkSession()).signInFirebase(customToken, remember);
}

export async function signOutFirebase(): Promise<void> {
  return (await sdkSession()).signOutFirebase();
}

/** The uid the SDK is signed in as, once it has restored its persisted state. */
export async function firebaseUid(): Promise<string | null> {
  return (await sdkSession()).firebaseUid();
}

/** Forces a new SDK ID token so a changed custom claim (user_type) is seen by the rules. */
export async function refreshFirebaseClaims(): Promise<void> {
  return (await sdkSession()).refreshFirebaseClaims();
}
