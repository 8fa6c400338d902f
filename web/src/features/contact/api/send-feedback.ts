// POST /feedback (login) -> 201 { message }.
import type { Feedback } from '@shared/schemas/inquiry';
import { apiRequest } from '@/lib/api-client';

export const SEND_FEEDBACK_FAILED = { id: 'contact.feedback.failed', defaultMessage: 'Your feedback could not be sent.' };

export async function sendFeedback(body: Feedback): Promise<void> {
  await apiRequest('POST', '/feedback', { body });
}
