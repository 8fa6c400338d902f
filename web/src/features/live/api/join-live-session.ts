// POST /live/join { code, nickname } as the Firebase SDK's user: a signed-in user joins as
// themselves, anyone else is signed in anonymously first (no account needed). The same uid
// joining again is a rejoin: same nickname, same score (docs/live.md).
// The Firebase SDK is loaded here, on the first join, not with the join form.
import type { User } from 'firebase/auth';
import type { JoinLiveResponse } from '@shared/schemas/live';
import { apiRequest } from '@/lib/api-client';
import { retryWhenBusy } from '@/lib/retry-when-busy';

export const JOIN_FAILED = { id: 'live.join.failed', defaultMessage: 'Could not join the game. Please try again.' };

export interface JoinedGame extends JoinLiveResponse {
  uid: string;
}

/** The SDK's user, or a new anonymous one (persisted, so a reload keeps the same uid). */
export async function ensurePlayerUser(): Promise<User> {
  const [{ signInAnonymously }, { auth }] = await Promise.all([import('firebase/auth'), import('@/lib/firebase')]);
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser;
  const credential = await signInAnonymously(auth);
  return credential.user;
}

/** A class joining at once may find the join counters busy for a moment: tried again (retryWhenBusy). */
export async function joinLiveSession(input: { code: string; nickname: string }): Promise<JoinedGame> {
  const user = await ensurePlayerUser();
  const bearer = await user.getIdToken();
  const answer = await retryWhenBusy(() => apiRequest<JoinLiveResponse & { status: string }>('POST', '/live/join', { body: input, bearer }));
  return { sessionId: answer.sessionId, rejoined: answer.rejoined, player: answer.player, uid: user.uid };
}
