import { describe, expect, it } from 'vitest';
import { toLivePlayer, toLiveSession, type LiveSession } from './live-docs';
import { derivePlayerPhase, playerResult } from './player-phase';

const question = { index: 0, text: 'Q', type: 'multiple_choice', options: ['a', 'b'], time_limit_s: 20, points: 1000, opened_at_ms: 1000, closes_at_ms: 21000 };
const session = (over: Record<string, unknown> = {}): LiveSession =>
  toLiveSession({ state: 'waiting', question_index: -1, question: null, ...over }, 's');
const player = toLivePlayer({ uid: 'u', nickname: 'Sara', score: 0 }, 'u');

describe('derivePlayerPhase', () => {
  it('waits for the listeners', () => {
    expect(derivePlayerPhase({ session: undefined, player, answered: undefined, nowMs: 0 }).kind).toBe('loading');
    expect(derivePlayerPhase({ session: session(), player: undefined, answered: undefined, nowMs: 0 }).kind).toBe('loading');
  });

  it('says removed whatever the session says', () => {
    const removed = { ...player, removed: true };
    expect(derivePlayerPhase({ session: null, player: removed, answered: undefined, nowMs: 0 }).kind).toBe('removed');
    expect(derivePlayerPhase({ session: session(), player: removed, answered: undefined, nowMs: 0 }).kind).toBe('removed');
  });

  it('is gone when the session or the player cannot be read', () => {
    expect(derivePlayerPhase({ session: null, player, answered: undefined, nowMs: 0 }).kind).toBe('gone');
    expect(derivePlayerPhase({ session: session(), player: null, answered: undefined, nowMs: 0 }).kind).toBe('gone');
  });

  it('waits for the teacher in the lobby (and after a debug reset)', () => {
    expect(derivePlayerPhase({ session: session(), player, answered: undefined, nowMs: 0 }).kind).toBe('waiting');
  });

  it('shows the question until answered or out of time', () => {
    const open = session({ state: 'question', question_index: 0, question });
    expect(derivePlayerPhase({ session: open, player, answered: undefined, nowMs: 5000 }).kind).toBe('loading');
    expect(derivePlayerPhase({ session: open, player, answered: false, nowMs: 5000 })).toMatchObject({ kind: 'question', question: { index: 0 } });
    expect(derivePlayerPhase({ session: open, player, answered: true, nowMs: 5000 }).kind).toBe('answered');
    expect(derivePlayerPhase({ session: open, player, answered: true, nowMs: 30000 }).kind).toBe('answered');
    expect(derivePlayerPhase({ session: open, player, answered: false, nowMs: 21000 })).toEqual({ kind: 'timeup', scoring: false, answered: false });
  });

  it('does not show a question the session has moved past', () => {
    const stale = session({ state: 'question', question_index: 1, question });
    expect(derivePlayerPhase({ session: stale, player, answered: false, nowMs: 5000 }).kind).toBe('loading');
  });

  it('shows time is up until the scores are published, then the leaderboard', () => {
    const closing = session({ state: 'leaderboard', question_index: 0, question, leaderboard_index: null });
    expect(derivePlayerPhase({ session: closing, player, answered: true, nowMs: 0 })).toEqual({ kind: 'timeup', scoring: true, answered: true });
    const scored = session({ state: 'leaderboard', question_index: 0, question, leaderboard_index: 0 });
    expect(derivePlayerPhase({ session: scored, player, answered: true, nowMs: 0 }).kind).toBe('leaderboard');
  });

  it('ends on the podium', () => {
    expect(derivePlayerPhase({ session: session({ state: 'complete' }), player, answered: undefined, nowMs: 0 }).kind).toBe('complete');
  });
});

describe('playerResult', () => {
  const scored = toLivePlayer(
    { uid: 'u', nickname: 'Sara', score: 1700, streak: 2, rank: 1, last_points: 800, last_bonus: 100, last_correct: true,
      last_answered: true, last_late: false, scored_index: 1 },
    'u',
  );

  it('gives the points of the question just scored', () => {
    expect(playerResult(scored, 1)).toMatchObject({ fresh: true, points: 800, bonus: 100, correct: true, streak: 2, rank: 1, score: 1700 });
  });

  it('shows no points for a question not in the score (joined after it)', () => {
    expect(playerResult(scored, 2)).toMatchObject({ fresh: false, points: 0, bonus: 0, correct: null, score: 1700 });
  });
});
