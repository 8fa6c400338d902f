// POST /blogs/unsubscribe {token} -> {data: {email (masked)}}; idempotent; 400 blog/invalid-token.
import type { BlogSubscriptionAnswer } from '@shared/schemas/blog';
import { apiRequest } from '@/lib/api-client';

export async function unsubscribeFromBlogs(token: string): Promise<BlogSubscriptionAnswer> {
  const answer = await apiRequest<{ data: BlogSubscriptionAnswer }>('POST', '/blogs/unsubscribe', { anonymous: true, body: { token } });
  return answer.data;
}
