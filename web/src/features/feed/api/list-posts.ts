// GET /feed/?classId=&page=&limit= (spec 000 section 7): a page of posts, newest first, with
// the playback URLs of video posts. The live list comes from Firestore; this call fills in
// what the documents do not carry (the URLs handed out per request).
import { apiRequest } from '@/lib/api-client';
import { FEED } from '@shared/constants';
import type { PostDto } from '@shared/schemas/feed';

export interface PostsPage {
  status: string;
  posts: PostDto[];
  total: number;
}

export function listPosts(
  { classId, page = 1, limit = FEED.pageSize }: { classId: string; page?: number; limit?: number },
  signal?: AbortSignal,
): Promise<PostsPage> {
  const query = new URLSearchParams({ classId, page: String(page), limit: String(limit) });
  return apiRequest<PostsPage>('GET', `/feed/?${query.toString()}`, { signal });
}
