// POST /huda/conversations/{id}/messages/{messageId}/stop: the answer ends `stopped` with what
// it has written. Sent for the answer's id; should a server know the pair by the question's
// id only, that one is tried next.
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { answerIdOf } from '../lib/huda-docs';

export async function stopAnswer(conversationId: string, questionId: string): Promise<void> {
  const base = `/huda/conversations/${encodeURIComponent(conversationId)}/messages`;
  try {
    await apiRequest('POST', `${base}/${encodeURIComponent(answerIdOf(questionId))}/stop`);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 404 || error.code !== 'huda/message-not-found') throw error;
    await apiRequest('POST', `${base}/${encodeURIComponent(questionId)}/stop`);
  }
}
