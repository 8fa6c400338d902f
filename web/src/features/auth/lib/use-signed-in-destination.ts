// The guard of the screens for signed-out users (login, signup, otp): a user who is already
// signed in goes on to where they would land after signing in. Not while the screen itself is
// submitting: it navigates on its own once its request succeeds.
import { useAtomValue } from 'jotai';
import { authAtom } from '@/lib/session/auth-state';
import { destinationAfterSignIn } from './destination';

/** Where to redirect a signed-in user (`<Navigate to={...} replace />`), else null. */
export function useSignedInDestination(submitting: boolean, from?: string | null): string | null {
  const { isAuthenticated, tokenCheckComplete, user } = useAtomValue(authAtom);
  if (tokenCheckComplete && isAuthenticated && user && !submitting) return destinationAfterSignIn(user, from);
  return null;
}
