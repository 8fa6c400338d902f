// PATCH /huda/conversations/{id} {title} -> 200; 400 huda/title-required.
import { apiRequest } from '@/lib/api-client';

export async function renameConversation(id: string, title: string): Promise<void> {
  await apiRequest('PATCH', `/huda/conversations/${encodeURIComponent(id)}`, { body: { title } });
}
