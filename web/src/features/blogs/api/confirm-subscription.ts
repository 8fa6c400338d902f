// POST /blogs/subscribe/confirm {token} -> {data: {email (masked)}}; 400 blog/invalid-token for
// an unknown, used or malformed token.
import type { BlogSubscriptionAnswer } from '@shared/schemas/blog';
import { apiRequest } from '@/lib/api-client';

export async function confirmSubscription(token: string, signal?: AbortSignal): Promise<BlogSubscriptionAnswer> {
  const answer = await apiRequest<{ data: BlogSubscriptionAnswer }>('POST', '/blogs/subscribe/confirm', { anonymous: true, body: { token }, signal });
  return answer.data;
}
