import { describe, expect, it } from 'vitest';
import { activePlayerIds, closeReason, countAnswered, isLastQuestion, isScored } from './host-close';
import { toLiveSession } from './live-docs';

const open = toLiveSession(
  {
    state: 'question', question_index: 1, question_count: 3,
    question: { index: 1, text: 'Q', type: 'true_false', options: [], time_limit_s: 20, opened_at_ms: 0, closes_at_ms: 20_000 },
  },
  's',
);

describe('answered count', () => {
  it('counts answers of players still in the game', () => {
    const active = activePlayerIds([{ uid: 'a', removed: false }, { uid: 'b', removed: true }, { uid: 'c', removed: false }]);
    expect([...active]).toEqual(['a', 'c']);
    expect(countAnswered(['a', 'b', 'a'], active)).toBe(1);
  });
});

describe('closeReason', () => {
  const base = { session: open, nowMs: 5_000, answered: 1, activePlayers: 2, requestedFor: null };

  it('waits while time is left and someone has not answered', () => {
    expect(closeReason(base)).toBeNull();
  });

  it('closes when everyone has answered', () => {
    expect(closeReason({ ...base, answered: 2 })).toBe('everyone-answered');
  });

  it('closes when the timer ran out, after a short grace', () => {
    expect(closeReason({ ...base, nowMs: 20_200 })).toBeNull();
    expect(closeReason({ ...base, nowMs: 20_500 })).toBe('timer');
  });

  it('asks once per question', () => {
    expect(closeReason({ ...base, answered: 2, requestedFor: 1 })).toBeNull();
    expect(closeReason({ ...base, answered: 2, requestedFor: 0 })).toBe('everyone-answered');
  });

  it('does not close an empty game early, nor outside a question', () => {
    expect(closeReason({ ...base, answered: 0, activePlayers: 0 })).toBeNull();
    expect(closeReason({ ...base, session: { ...open, state: 'leaderboard' }, nowMs: 99_000 })).toBeNull();
  });
});

describe('phases', () => {
  it('knows when the scores are in and which question is the last', () => {
    expect(isScored({ ...open, state: 'leaderboard', leaderboardIndex: 0 })).toBe(false);
    expect(isScored({ ...open, state: 'leaderboard', leaderboardIndex: 1 })).toBe(true);
    expect(isLastQuestion(open)).toBe(false);
    expect(isLastQuestion({ ...open, questionIndex: 2 })).toBe(true);
  });
});
