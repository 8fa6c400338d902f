// POST /huda/conversations/{id}/messages {message_id, text, language} -> 201 {data: {question,
// answer, usage}} once the answer has ended. The call stays open while the answer is written:
// the screen shows it growing through the messages listener, not from this answer.
import type { HudaAskResult, HudaLanguage } from '@shared/schemas/huda';
import { apiRequest } from '@/lib/api-client';

export const ASK_FAILED = { id: 'huda.chat.askFailed', defaultMessage: 'Your question could not be sent. Please try again.' };

export async function askHuda(
  conversationId: string,
  body: { message_id: string; text: string; language: HudaLanguage },
): Promise<HudaAskResult> {
  return (await apiRequest<{ data: HudaAskResult }>('POST', `/huda/conversations/${encodeURIComponent(conversationId)}/messages`, { body })).data;
}
