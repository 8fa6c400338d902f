// POST /blogs/subscribe {email, language} -> 202: the same answer for any address (no
// enumeration); a confirmation mail is queued. 429 blog/subscribe-limit when asked too often.
import type { BlogLanguage } from '@shared/schemas/blog';
import { apiRequest } from '@/lib/api-client';

export const SUBSCRIBE_FAILED = { id: 'blogs.subscribe.failed', defaultMessage: 'The subscription could not be sent. Please try again.' };

export async function subscribeToBlogs(input: { email: string; language: BlogLanguage }): Promise<void> {
  await apiRequest('POST', '/blogs/subscribe', { anonymous: true, body: input });
}
