import { describe, expect, it } from 'vitest';
import type { CommentDto } from '@shared/schemas/feed';
import {
  addComment, countAfterComment, emptyComments, hasMoreComments, mergeCommentsPage, shownCommentsCount,
} from './comments';

const comment = (id: string, minute: number): CommentDto => ({
  id, feedPostId: 'p1', content: `c${id}`, author: { uid: 'u', name: 'U', avatar_id: 0 },
  created_at: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
});

describe('comments paging (newest first)', () => {
  it('loads the first page, then appends older pages', () => {
    let state = mergeCommentsPage(emptyComments, { comments: [comment('5', 5), comment('4', 4)], total: 5, page: 1, totalPages: 3 });
    expect(state).toMatchObject({ page: 1, total: 5, totalPages: 3 });
    expect(hasMoreComments(state)).toBe(true);
    state = mergeCommentsPage(state, { comments: [comment('3', 3), comment('2', 2)], total: 5, page: 2, totalPages: 3 });
    state = mergeCommentsPage(state, { comments: [comment('1', 1)], total: 5, page: 3, totalPages: 3 });
    expect(state.items.map((c) => c.id)).toEqual(['5', '4', '3', '2', '1']);
    expect(hasMoreComments(state)).toBe(false);
  });

  it('places a new comment first and counts it once', () => {
    let state = mergeCommentsPage(emptyComments, { comments: [comment('2', 2), comment('1', 1)], total: 3, page: 1, totalPages: 2 });
    state = addComment(state, comment('9', 9));
    expect(state.items.map((c) => c.id)).toEqual(['9', '2', '1']);
    expect(state.total).toBe(4);
    expect(addComment(state, comment('9', 9))).toBe(state);
  });

  it('does not repeat comments a shifted page brings again', () => {
    let state = mergeCommentsPage(emptyComments, { comments: [comment('3', 3), comment('2', 2)], total: 3, page: 1, totalPages: 2 });
    state = addComment(state, comment('4', 4));
    // The server's page 2 now starts with comment 2 (shifted by the new comment).
    state = mergeCommentsPage(state, { comments: [comment('2', 2), comment('1', 1)], total: 4, page: 2, totalPages: 2 });
    expect(state.items.map((c) => c.id)).toEqual(['4', '3', '2', '1']);
    expect(state.total).toBe(4);
  });

  it('starts over on page 1 but keeps our newer comment the page does not have yet', () => {
    let state = mergeCommentsPage(emptyComments, { comments: [comment('2', 2)], total: 1, page: 1, totalPages: 1 });
    state = addComment(state, comment('7', 7));
    state = mergeCommentsPage(state, { comments: [comment('2', 2), comment('1', 1)], total: 2, page: 1, totalPages: 1 });
    expect(state.items.map((c) => c.id)).toEqual(['7', '2', '1']);
    expect(state.page).toBe(1);
  });

  it('has nothing more before any page is loaded', () => {
    expect(hasMoreComments(emptyComments)).toBe(false);
  });
});

describe('comment counts', () => {
  it('a new comment raises the count by one, or to the server count when it knows more', () => {
    expect(countAfterComment(3, 4)).toBe(4);
    expect(countAfterComment(3, undefined)).toBe(4);
    expect(countAfterComment(3, 8)).toBe(8);
    expect(countAfterComment(-1, 0)).toBe(1);
  });
  it('shows the larger of the live count and ours', () => {
    expect(shownCommentsCount(2, null)).toBe(2);
    expect(shownCommentsCount(2, 3)).toBe(3);
    expect(shownCommentsCount(5, 3)).toBe(5);
  });
});
