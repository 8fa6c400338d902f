// POST /notifications/{id}/read -> {data: Notification}.
import type { NotificationDto } from '@shared/schemas/notification';
import { apiRequest } from '@/lib/api-client';

export async function markNotificationRead(id: string): Promise<NotificationDto> {
  const answer = await apiRequest<{ data: NotificationDto }>('POST', `/notifications/${encodeURIComponent(id)}/read`);
  return answer.data;
}
