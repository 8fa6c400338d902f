// POST /live/sessions { quizId, speedScoring } (teachers, the quiz's owner) -> 201 { sessionId,
// code, joinUrl, qr }. GET /live/sessions/{id}/qr gives the same after a reload of the host screen.
import { apiRequest } from '@/lib/api-client';

export interface LiveInvite {
  sessionId: string;
  code: string;
  joinUrl: string;
  /** data:image/png;base64,... */
  qr: string;
}

export const CREATE_FAILED = { id: 'live.host.createFailed', defaultMessage: 'Could not start a live game. Please try again.' };

export async function createLiveSession(input: { quizId: string; speedScoring: boolean }): Promise<LiveInvite> {
  const answer = await apiRequest<LiveInvite & { status: string }>('POST', '/live/sessions', { body: input });
  return { sessionId: answer.sessionId, code: answer.code, joinUrl: answer.joinUrl, qr: answer.qr };
}

export async function getLiveInvite(sessionId: string, signal?: AbortSignal): Promise<LiveInvite> {
  const answer = await apiRequest<Omit<LiveInvite, 'sessionId'> & { status: string }>(
    'GET', `/live/sessions/${encodeURIComponent(sessionId)}/qr`, { signal },
  );
  return { sessionId, code: answer.code, joinUrl: answer.joinUrl, qr: answer.qr };
}
