// The host's calls on a running game (docs/live.md "API"): start, close, next, lock, unlock,
// reset (debug: back to waiting), end; speed scoring; removing a player. Each answers with the
// session's summary; the screens follow the session through their listener anyway.
import { apiRequest } from '@/lib/api-client';

export type HostAction = 'start' | 'close' | 'next' | 'lock' | 'unlock' | 'reset' | 'end';

export const HOST_ACTION_FAILED = { id: 'live.host.actionFailed', defaultMessage: 'That did not work. Please try again.' };

const path = (sessionId: string) => `/live/sessions/${encodeURIComponent(sessionId)}`;

export async function runHostAction(sessionId: string, action: HostAction): Promise<void> {
  await apiRequest('POST', `${path(sessionId)}/${action}`);
}

export async function setSpeedScoring(sessionId: string, speedScoring: boolean): Promise<void> {
  await apiRequest('PATCH', path(sessionId), { body: { speedScoring } });
}

export async function removeLivePlayer(sessionId: string, uid: string): Promise<void> {
  await apiRequest('DELETE', `${path(sessionId)}/players/${encodeURIComponent(uid)}`);
}
