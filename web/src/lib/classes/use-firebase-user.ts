// The Firebase SDK's user (signed in with the API's custom token), for Firestore reads that the
// rules tie to the caller's uid and token e-mail. `loading` until the SDK has restored its state.
import { useSigninCheck } from 'reactfire';

export interface FirebaseUserState {
  loading: boolean;
  uid: string | null;
  /** The token e-mail, lower case (invitations are keyed by it). */
  email: string | null;
}

export function useFirebaseUser(): FirebaseUserState {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return { loading: status === 'loading', uid: null, email: null };
  if (!data.signedIn) return { loading: false, uid: null, email: null };
  return { loading: false, uid: data.user.uid, email: data.user.email?.toLowerCase() ?? null };
}
