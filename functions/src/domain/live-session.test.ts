import { describe, expect, it } from 'vitest';
import {
  SCORING_LEASE_MS,
  canDo,
  closeStep,
  canTakeLiveCode,
  generateLiveCode,
  leaderboardOf,
  publicQuestion,
  toLiveQuestion,
} from './live-session';
import { SIX_DIGIT_CODE } from '../shared/constants';
import { joinLiveRequestSchema } from '../shared/schemas/live';

describe('live codes', () => {
  it('are six digits, never starting with 0', () => {
    expect(generateLiveCode(() => 100_000)).toBe('100000');
    expect(generateLiveCode(() => 999_999)).toBe('999999');
    for (let i = 0; i < 50; i += 1) expect(generateLiveCode()).toMatch(SIX_DIGIT_CODE);
  });
  it('may be taken when free or expired only', () => {
    expect(canTakeLiveCode(undefined, 10)).toBe(true);
    expect(canTakeLiveCode({ expiresAtMs: 10 }, 10)).toBe(true);
    expect(canTakeLiveCode({ expiresAtMs: 11 }, 10)).toBe(false);
  });
});

describe('nicknames', () => {
  it('are 1-20 characters after trimming (join schema)', () => {
    const parse = (nickname: unknown) => joinLiveRequestSchema.safeParse({ code: '123456', nickname });
    expect(parse('  Sara  ').data?.nickname).toBe('Sara');
    expect(parse('x'.repeat(20)).success).toBe(true);
    expect(parse('x'.repeat(21)).success).toBe(false);
    expect(parse('سارة'.repeat(5)).success).toBe(true);
    expect(parse('   ').error?.issues[0]?.message).toBe('live/nickname-invalid');
    expect(parse('a\u0000b').success).toBe(false);
    expect(parse(undefined).error?.issues[0]?.message).toBe('live/nickname-invalid');
  });
  it('the code must be six digits (join schema)', () => {
    for (const code of ['12345', '1234567', 'abcdef', '', 123456]) {
      expect(joinLiveRequestSchema.safeParse({ code, nickname: 'Sara' }).error?.issues[0]?.message).toBe('validation/invalid-code');
    }
  });
});

describe('host actions by state', () => {
  it('start only from waiting; next only from the leaderboard', () => {
    expect(canDo('start', 'waiting')).toBe(true);
    expect(canDo('start', 'question')).toBe(false);
    expect(canDo('next', 'leaderboard')).toBe(true);
    expect(canDo('next', 'question')).toBe(false);
    expect(canDo('next', 'waiting')).toBe(false);
  });
  it('close is allowed (a no-op) after closing; nothing but end after completion', () => {
    expect(canDo('close', 'leaderboard')).toBe(true);
    expect(canDo('close', 'waiting')).toBe(false);
    for (const action of ['start', 'next', 'lock', 'unlock', 'reset', 'remove', 'settings'] as const) {
      expect(canDo(action, 'complete')).toBe(false);
    }
    expect(canDo('end', 'complete')).toBe(true);
  });
});

describe('closeStep', () => {
  const session = (state: 'waiting' | 'question' | 'leaderboard' | 'complete') => ({ state, question_index: 2 });
  it('shuts an open window and scores; nothing once published or complete; the lobby has nothing to close', () => {
    expect(closeStep(session('question'), { open: true, question_index: 2 }, 0)).toBe('flip');
    expect(closeStep(session('leaderboard'), { open: false, question_index: 2, closedAtMs: 0 }, 0)).toBe('done');
    expect(closeStep(session('complete'), undefined, 0)).toBe('done');
    expect(closeStep(session('waiting'), { open: false, question_index: -1 }, 0)).toBe('wrong-state');
  });
  it('leaves a running pass alone and takes over one whose lease ran out', () => {
    const shut = { open: false, question_index: 2, closedAtMs: 1_000 };
    expect(closeStep(session('question'), shut, 1_000 + SCORING_LEASE_MS - 1)).toBe('busy');
    expect(closeStep(session('question'), shut, 1_000 + SCORING_LEASE_MS)).toBe('resume');
    expect(closeStep(session('question'), { open: false, question_index: 2 }, 5)).toBe('resume');
    // A window left open for another question (never happens: they are written together) is resumed, not flipped.
    expect(closeStep(session('question'), { open: true, question_index: 1 }, 5)).toBe('resume');
  });
});

describe('questions', () => {
  it('reads a stored quiz question, with defaults for time and points', () => {
    expect(toLiveQuestion('q1', { type: 'true_false', text: 'Sky is blue', correct_answer: true })).toEqual({
      id: 'q1', type: 'true_false', text: 'Sky is blue', options: ['true', 'false'], correct_answer: true, time_limit_s: 20, points: 1000, image_url: null,
    });
    const url = 'https://firebasestorage.googleapis.com/v0/b/b/o/quizzes%2Fq%2Fimages%2Fi.png?alt=media&token=t';
    expect(toLiveQuestion('q4', { type: 'essay', text: 'Describe', image: { id: 'i', url } })?.image_url).toBe(url);
    expect(toLiveQuestion('q5', { type: 'essay', text: 'Describe', image: { id: 'i', url: 'javascript:alert(1)' } })?.image_url).toBeNull();
    expect(toLiveQuestion('q2', { type: 'poll', text: 'x' })).toBeNull();
    expect(toLiveQuestion('q3', { type: 'essay', text: '  ' })).toBeNull();
  });
  it('shows players the question without its key', () => {
    const view = publicQuestion(
      { id: 'q', type: 'multiple_choice', text: 'Capital?', options: ['Paris', 'Rome'], correct_answer: 'Paris', time_limit_s: 30, points: 1000, image_url: null },
      2,
      5_000,
    );
    expect(view).toEqual({
      index: 2, text: 'Capital?', type: 'multiple_choice', options: ['Paris', 'Rome'], time_limit_s: 30, points: 1000,
      scored: true, image_url: null, opened_at_ms: 5_000, closes_at_ms: 35_000,
    });
    expect(JSON.stringify(view)).not.toContain('correct');
  });
});

describe('leaderboardOf', () => {
  it('keeps the first ten with this question’s deltas', () => {
    const ranked = Array.from({ length: 12 }, (_, i) => ({ uid: `u${i}`, nickname: `N${i}`, score: 100 - i, rank: i + 1 }));
    const board = leaderboardOf(ranked, new Map([['u0', { delta: 40 }]]));
    expect(board).toHaveLength(10);
    expect(board[0]).toEqual({ uid: 'u0', nickname: 'N0', score: 100, delta: 40, rank: 1 });
    expect(board[9]).toMatchObject({ uid: 'u9', delta: 0 });
  });
});
