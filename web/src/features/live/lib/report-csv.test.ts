import { describe, expect, it } from 'vitest';
import type { LiveReportQuestion } from '@shared/schemas/live-report';
import { answerText, distributionOf, reportCsv, reportFileName, seconds, type ReportCsvHeaders } from './report-csv';

const labels = { trueLabel: 'True', falseLabel: 'False', essay: 'Essay' };
const headers: ReportCsvHeaders = {
  ...labels, questions: 'Questions', players: 'Players', number: '#', question: 'Question', answer: 'Correct answer', distribution: 'Answers chosen',
  answered: 'Answered', correct: 'Correct', correctPct: 'Correct %', avgSeconds: 'Average time (s)', points: 'Points', rank: 'Rank', player: 'Player',
  score: 'Score', correctAnswers: 'Correct answers',
};
const q = (over: Partial<LiveReportQuestion>): LiveReportQuestion => ({
  index: 0, type: 'multiple_choice', text: 'Capital of France?', options: ['Paris', 'Rome'], points: 1000, correct_answer: ['Paris'], correct_options: [0],
  counts: [2, 1], players: 4, answered: 3, correct: 2, correct_pct: 50, avg_response_ms: 4_250, ...over,
});

describe('answerText and distributionOf', () => {
  it('names the key and counts each option', () => {
    expect(answerText(q({}), labels)).toBe('Paris');
    expect(distributionOf(q({}), labels)).toEqual([
      { label: 'Paris', count: 2, correct: true },
      { label: 'Rome', count: 1, correct: false },
    ]);
  });
  it('true/false, typed answers and essays', () => {
    const tf = q({ type: 'true_false', options: ['true', 'false'], correct_answer: false, correct_options: [1], counts: [1, 2] });
    expect(answerText(tf, labels)).toBe('False');
    expect(distributionOf(tf, labels).map((i) => [i.label, i.count, i.correct])).toEqual([['True', 1, false], ['False', 2, true]]);
    expect(answerText(q({ type: 'short_answer', correct_answer: ['Cairo', 'القاهرة'], counts: [] }), labels)).toBe('Cairo / القاهرة');
    expect(distributionOf(q({ type: 'short_answer', counts: [] }), labels)).toEqual([]);
    expect(answerText(q({ type: 'essay', correct_answer: null }), labels)).toBe('Essay');
  });
  it('seconds with one decimal', () => {
    expect(seconds(4_250)).toBe(4.3);
    expect(seconds(null)).toBeNull();
  });
});

describe('reportCsv', () => {
  it('writes a BOM, the questions then the players, CRLF rows, quoting and formula guards', () => {
    const csv = reportCsv(
      {
        questions: [q({}), q({ index: 1, type: 'essay', text: 'Why, "really"?', correct_answer: null, correct_options: [], counts: [], correct: null, correct_pct: null, avg_response_ms: null })],
        players: [
          { uid: 'a', nickname: 'سارة', score: 1500, rank: 1, correct: 2, answered: 2 },
          { uid: 'b', nickname: '=HYPERLINK()', score: 0, rank: 2, correct: 0, answered: 1 },
        ],
      },
      headers,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Questions',
      '#,Question,Correct answer,Answers chosen,Answered,Correct,Correct %,Average time (s),Points',
      '1,Capital of France?,Paris,Paris: 2; Rome: 1,3,2,50,4.3,1000',
      '2,"Why, ""really""?",Essay,,3,,,,1000',
      '',
      'Players',
      'Rank,Player,Score,Correct answers,Answered',
      '1,سارة,1500,2,2',
      "2,'=HYPERLINK(),0,0,1",
      '',
    ]);
  });
  it('names the file by day and session', () => {
    expect(reportFileName({ session_id: 'AbCdEf123', ended_at: '2026-11-24T19:00:00.000Z' })).toBe('live-report-2026-11-24-abcdef.csv');
    expect(reportFileName({ session_id: 'x', ended_at: null })).toBe('live-report-game-x.csv');
  });
});
