// GET /notifications?limit&before -> {data: Notification[], next_before} (docs/site.md 2):
// newest first; the next page starts before `next_before`.
import type { NotificationDto } from '@shared/schemas/notification';
import { apiRequest } from '@/lib/api-client';

export const LIST_NOTIFICATIONS_FAILED = { id: 'notifications.list.failed', defaultMessage: 'Your notifications could not be loaded.' };

export interface NotificationsPage {
  items: NotificationDto[];
  nextBefore: string | null;
}

export async function listNotifications(query: { limit: number; before?: string | null }, signal?: AbortSignal): Promise<NotificationsPage> {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.before) params.set('before', query.before);
  const answer = await apiRequest<{ data: NotificationDto[]; next_before: string | null }>('GET', `/notifications?${params.toString()}`, { signal });
  return { items: answer.data, nextBefore: answer.next_before };
}
