import { describe, expect, it } from 'vitest';
import { chunks, groupForGrading, isOpenLiveGame, splitQuizzes } from './home-summary';

const DAY = 24 * 60 * 60 * 1000;

describe('isOpenLiveGame', () => {
  it('keeps waiting, question and leaderboard games younger than the code', () => {
    for (const state of ['waiting', 'question', 'leaderboard']) expect(isOpenLiveGame(state, 1000, 2000, DAY)).toBe(true);
  });
  it('drops finished games, unknown states, stale lobbies and games without a creation time', () => {
    expect(isOpenLiveGame('complete', 1000, 2000, DAY)).toBe(false);
    expect(isOpenLiveGame('other', 1000, 2000, DAY)).toBe(false);
    expect(isOpenLiveGame('waiting', 0, DAY, DAY)).toBe(false);
    expect(isOpenLiveGame('waiting', undefined, 2000, DAY)).toBe(false);
  });
});

describe('groupForGrading', () => {
  it('counts per challenge, the longest queue first', () => {
    const rows = [
      { class_id: 'c1', challenge_id: 'a' },
      { class_id: 'c2', challenge_id: 'b' },
      { class_id: 'c2', challenge_id: 'b' },
      { class_id: 'c1', challenge_id: 'b' },
    ];
    expect(groupForGrading(rows)).toEqual([
      { class_id: 'c2', challenge_id: 'b', count: 2 },
      { class_id: 'c1', challenge_id: 'a', count: 1 },
      { class_id: 'c1', challenge_id: 'b', count: 1 },
    ]);
    expect(groupForGrading([])).toEqual([]);
  });
});

describe('splitQuizzes', () => {
  it('lists drafts latest edit first and counts the published', () => {
    const result = splitQuizzes([
      { id: 'p', status: 'published', title: 'P', question_count: 3, updated_at: '2025-01-03' },
      { id: 'd1', status: 'draft', title: 'Old', question_count: 1, updated_at: '2025-01-01' },
      { id: 'd2', status: 'draft', title: 7, question_count: 'x', updated_at: '2025-01-02' },
    ]);
    expect(result.published).toBe(1);
    expect(result.drafts).toEqual([
      { id: 'd2', title: '', question_count: 0, updated_at: '2025-01-02' },
      { id: 'd1', title: 'Old', question_count: 1, updated_at: '2025-01-01' },
    ]);
  });
});

describe('chunks', () => {
  it('splits into groups of at most the size', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([])).toEqual([]);
  });
});
