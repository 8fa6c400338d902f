import { describe, expect, it } from 'vitest';
import { toLivePlayer, toLiveSession, toQuestion } from './live-docs';

describe('toLiveSession', () => {
  it('reads a session in the question state', () => {
    const session = toLiveSession(
      {
        code: '123456', quiz_title: 'Capitals', host_uid: 'h', state: 'question', question_index: 1, question_count: 3,
        question: {
          index: 1, text: 'Capital of France?', type: 'multiple_choice', options: ['Paris', 'Rome'], time_limit_s: 20,
          points: 1000, scored: true, opened_at_ms: 1000, closes_at_ms: 21000,
        },
        leaderboard_index: 0, leaderboard: [{ uid: 'a', nickname: 'A', score: 900, delta: 900, rank: 1 }, { nope: 1 }],
        podium: null, locked: true, speed_scoring: false, player_count: 2, answered_count: 1,
      },
      's1',
    );
    expect(session).toMatchObject({
      id: 's1', code: '123456', state: 'question', questionIndex: 1, questionCount: 3, leaderboardIndex: 0, locked: true,
      speedScoring: false, playerCount: 2, podium: null,
    });
    expect(session.question).toMatchObject({ index: 1, options: ['Paris', 'Rome'], timeLimitS: 20, closesAtMs: 21000 });
    expect(session.leaderboard).toEqual([{ uid: 'a', nickname: 'A', score: 900, delta: 900, rank: 1 }]);
  });

  it('defaults what is missing (a lobby just created)', () => {
    const session = toLiveSession({ state: 'odd' }, 's2');
    expect(session).toMatchObject({
      state: 'waiting', questionIndex: -1, question: null, leaderboard: [], podium: null, leaderboardIndex: null,
      speedScoring: true, locked: false,
    });
  });
});

describe('toQuestion', () => {
  it('falls back to the Timestamps and the time limit for the instants', () => {
    const question = toQuestion({ index: 0, type: 'essay', time_limit_s: 10, opened_at: { seconds: 5, nanoseconds: 0 } });
    expect(question).toMatchObject({ type: 'essay', scored: false, openedAtMs: 5000, closesAtMs: 15000 });
  });

  it('keeps an http(s) image URL only', () => {
    expect(toQuestion({ index: 0, image_url: 'http://127.0.0.1:9199/v0/b/x/o/a.png?alt=media&token=t' })?.imageUrl).toBe(
      'http://127.0.0.1:9199/v0/b/x/o/a.png?alt=media&token=t',
    );
    expect(toQuestion({ index: 0, image_url: 'javascript:alert(1)' })?.imageUrl).toBeNull();
    expect(toQuestion({ index: 0 })?.imageUrl).toBeNull();
  });

  it('is null for no question', () => {
    expect(toQuestion(null)).toBeNull();
  });
});

describe('toLivePlayer', () => {
  it('reads the scores and the last result', () => {
    expect(
      toLivePlayer({ uid: 'u', nickname: 'Sara', score: 1600, streak: 2, rank: 1, last_points: 700, last_bonus: 100,
        last_correct: true, last_answered: true, last_late: false, scored_index: 1, removed: false }, 'u'),
    ).toMatchObject({ nickname: 'Sara', score: 1600, streak: 2, rank: 1, lastPoints: 700, lastBonus: 100, lastCorrect: true, scoredIndex: 1 });
  });

  it('has no rank and nothing scored before the first close', () => {
    expect(toLivePlayer({ nickname: 'New' }, 'u2')).toMatchObject({ uid: 'u2', rank: null, scoredIndex: -1, lastCorrect: null, removed: false });
  });
});
