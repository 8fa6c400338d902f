// DELETE /huda/conversations/{id}: the conversation and its messages.
import { apiRequest } from '@/lib/api-client';

export async function deleteConversation(id: string): Promise<void> {
  await apiRequest('DELETE', `/huda/conversations/${encodeURIComponent(id)}`);
}
