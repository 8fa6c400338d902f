// Comments of a post (spec 000 sections 3 and 4): newest first, loaded page by page from
// GET /feed/{postId}/comments; a new comment is placed first and commentsCount rises by 1.
import type { CommentDto } from '@shared/schemas/feed';

export interface CommentsState {
  items: CommentDto[];
  /** The last page loaded (0: none yet). */
  page: number;
  totalPages: number;
  total: number;
}

export const emptyComments: CommentsState = { items: [], page: 0, totalPages: 0, total: 0 };

export interface CommentsPage {
  comments: CommentDto[];
  total: number;
  page: number;
  totalPages: number;
}

/**
 * Adds a loaded page after what is shown. Comments already shown (a page shifted by new
 * comments) are not repeated; page 1 again (a refresh) starts over but keeps the comments
 * this browser just added that the page does not have yet.
 */
export function mergeCommentsPage(state: CommentsState, answer: CommentsPage): CommentsState {
  const incoming = Array.isArray(answer.comments) ? answer.comments : [];
  const firstPage = (answer.page || 1) <= 1;
  const base = firstPage
    ? state.items.filter((item) => !incoming.some((comment) => comment.id === item.id) && isLocalNewer(item, incoming))
    : state.items;
  const seen = new Set(base.map((item) => item.id));
  const items = [...base];
  for (const comment of incoming) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    items.push(comment);
  }
  const total = Math.max(Number(answer.total) || 0, items.length);
  return {
    items,
    page: firstPage ? 1 : Math.max(state.page, answer.page),
    totalPages: Math.max(0, Number(answer.totalPages) || 0),
    total,
  };
}

/** On a reload of page 1, a comment we added survives only when it is newer than the page. */
function isLocalNewer(item: CommentDto, page: CommentDto[]): boolean {
  const newest = page[0]?.created_at ? Date.parse(page[0].created_at) : Number.NEGATIVE_INFINITY;
  const mine = item.created_at ? Date.parse(item.created_at) : Number.POSITIVE_INFINITY;
  return mine > newest;
}

/** A new comment goes first; the total rises by one (once per comment). */
export function addComment(state: CommentsState, comment: CommentDto): CommentsState {
  if (state.items.some((item) => item.id === comment.id)) return state;
  return { ...state, items: [comment, ...state.items], total: state.total + 1 };
}

export function hasMoreComments(state: CommentsState): boolean {
  return state.page > 0 && state.page < state.totalPages && state.items.length < state.total;
}

/**
 * The post's comment count: the live document's, or ours when this browser added comments
 * the live document does not count yet (comments are never removed, so the larger is right).
 */
export function shownCommentsCount(liveCount: number, localCount: number | null): number {
  return Math.max(0, liveCount, localCount ?? 0);
}

/** After adding a comment: one more than before, or the server's count when it knows of more. */
export function countAfterComment(before: number, serverCount: unknown): number {
  const server = typeof serverCount === 'number' && Number.isFinite(serverCount) ? serverCount : 0;
  return Math.max(Math.max(0, before) + 1, server);
}
