import { describe, expect, it } from 'vitest';
import { buildLiveReport } from './live-report';
import type { QuestionStats } from './live-reveal';

const stat = (index: number, over: Partial<QuestionStats> = {}): QuestionStats => ({
  index,
  type: 'multiple_choice',
  correct_answer: ['A'],
  correct_options: [0],
  counts: [2, 1],
  players: 3,
  answered: 3,
  correct: 2,
  avg_response_ms: 4_000,
  correct_pct: 67,
  ...over,
});

const questions = [
  { text: 'Q1', options: ['A', 'B'], points: 1000 },
  { text: 'Q2', options: ['A', 'B'], points: 500 },
  { text: 'Q3', options: [], points: 10 },
];

describe('buildLiveReport', () => {
  it('lists the questions played with their stats and text, and the players by rank', () => {
    const report = buildLiveReport(questions, { 0: stat(0), 1: stat(1, { correct: 1, correct_pct: 33 }) }, [
      { uid: 'c', nickname: 'Cy', score: 500, rank: 2, correct_count: 1, answered_count: 2, joinedAtMs: 3 },
      { uid: 'a', nickname: 'Ann', score: 1500, rank: 1, correct_count: 2, answered_count: 2, joinedAtMs: 1 },
      { uid: 'late', nickname: 'Late', rank: null, joinedAtMs: 9 },
      { uid: 'x', nickname: 'Removed', score: 9999, rank: 1, removed: true },
    ]);
    expect(report.questions.map((q) => [q.index, q.text, q.points, q.correct_pct])).toEqual([
      [0, 'Q1', 1000, 67],
      [1, 'Q2', 500, 33],
    ]);
    expect(report.players).toEqual([
      { uid: 'a', nickname: 'Ann', score: 1500, rank: 1, correct: 2, answered: 2 },
      { uid: 'c', nickname: 'Cy', score: 500, rank: 2, correct: 1, answered: 2 },
      { uid: 'late', nickname: 'Late', score: 0, rank: null, correct: 0, answered: 0 },
    ]);
    expect(report).toMatchObject({ question_count: 3, questions_played: 2, player_count: 3, avg_correct_pct: 50 });
  });

  it('leaves essays out of the mean correct %, and copes with nothing played', () => {
    const withEssay = buildLiveReport(questions, { 0: stat(0, { correct_pct: 80 }), 2: stat(2, { type: 'essay', correct: null, correct_pct: null }) }, []);
    expect(withEssay.avg_correct_pct).toBe(80);
    expect(withEssay.questions.map((q) => q.index)).toEqual([0, 2]);
    expect(buildLiveReport(questions, {}, [])).toMatchObject({ questions: [], players: [], questions_played: 0, avg_correct_pct: null });
  });
});
