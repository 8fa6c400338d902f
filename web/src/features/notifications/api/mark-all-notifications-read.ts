// POST /notifications/read-all -> {data: {updated}}: every unread one (up to the server's cap).
import { apiRequest } from '@/lib/api-client';

export const MARK_ALL_READ_FAILED = { id: 'notifications.readAll.failed', defaultMessage: 'The notifications could not be marked as read.' };

export async function markAllNotificationsRead(): Promise<number> {
  const answer = await apiRequest<{ data: { updated: number } }>('POST', '/notifications/read-all');
  return answer.data.updated;
}
