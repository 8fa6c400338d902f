import { describe, expect, it } from 'vitest';
import {
  bandCounts, bandRanges, classAnalytics, questionStats, studentAnalytics, topPerformers,
  type AnalyticsChallenge, type AnalyticsStudent, type AnalyticsSubmission,
} from './quiz-analytics';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 2, 10);

const students: AnalyticsStudent[] = [
  { uid: 'u-sara', name: 'Sara', avatar_id: 1 },
  { uid: 'u-ali', name: 'Ali', avatar_id: 2 },
  { uid: 'u-omar', name: 'Omar', avatar_id: 3 },
  { uid: 'u-lina', name: 'Lina', avatar_id: 4 },
];

const challenges: AnalyticsChallenge[] = [
  { id: 'c2', title: 'Week 2', createdAtMs: NOW - 6 * DAY, dueAtMs: NOW - 2 * DAY, total_points: 20 },
  { id: 'c1', title: 'Week 1', createdAtMs: NOW - 9 * DAY, dueAtMs: NOW - 5 * DAY, total_points: 10 },
  { id: 'c3', title: 'Week 3', createdAtMs: NOW - DAY, dueAtMs: null, total_points: 10 },
];

const sub = (uid: string, challenge_id: string, percent: number, status: 'graded' | 'submitted' = 'graded', max = 10): AnalyticsSubmission => ({
  uid, challenge_id, percent, status, late: false, max_score: max, score: (percent / 100) * max,
  submittedAtMs: NOW - 3 * DAY, per_question: [],
});

const submissions: AnalyticsSubmission[] = [
  sub('u-sara', 'c1', 100), sub('u-sara', 'c2', 90, 'graded', 20), sub('u-sara', 'c3', 80),
  sub('u-ali', 'c1', 70), sub('u-ali', 'c2', 50, 'graded', 20),
  sub('u-omar', 'c1', 60), sub('u-omar', 'c2', 40, 'submitted', 20),
  // Not a listed student (left the class): ignored.
  sub('u-gone', 'c1', 0),
];

describe('bands', () => {
  it('follow the spec: 90+, 75-89, 60-74, below 60', () => {
    expect(bandRanges()).toEqual([
      { band: 'excellent', min: 90, max: null },
      { band: 'good', min: 75, max: 89 },
      { band: 'satisfactory', min: 60, max: 74 },
      { band: 'needs_improvement', min: 0, max: 59 },
    ]);
    expect(bandCounts([90, 89.9, 75, 74, 60, 59.9, 0, 100]).map((b) => b.count)).toEqual([2, 2, 2, 2]);
  });
});

describe('classAnalytics', () => {
  const data = classAnalytics(students, challenges, submissions, NOW);

  it('overview: students, challenges, completion and the average of graded submissions', () => {
    // 7 submissions of 12 possible; graded: 100, 90, 80, 70, 50, 60 -> 75
    expect(data.overview).toEqual({
      student_count: 4, challenge_count: 3, submission_count: 7, completion_rate: 58.3,
      average_percent: 75, band: 'good', pending_grading: 1,
    });
  });

  it('student results, sorted by name', () => {
    expect(data.students.map((s) => s.name)).toEqual(['Ali', 'Lina', 'Omar', 'Sara']);
    expect(data.students.find((s) => s.uid === 'u-sara')).toMatchObject({
      assigned: 3, completed: 3, graded: 3, pending_grading: 0, missing: 0, average_percent: 90, band: 'excellent', total_score: 36,
    });
    expect(data.students.find((s) => s.uid === 'u-omar')).toMatchObject({
      completed: 2, graded: 1, pending_grading: 1, average_percent: 60, band: 'satisfactory', total_score: 14,
    });
    expect(data.students.find((s) => s.uid === 'u-lina')).toMatchObject({
      completed: 0, missing: 2, average_percent: null, band: null, total_score: 0, last_submitted_at: null,
    });
  });

  it('trend: one point per challenge in date order', () => {
    expect(data.trend.map((p) => [p.challenge_id, p.average_percent, p.submissions, p.graded])).toEqual([
      ['c1', 76.7, 3, 3],
      ['c2', 70, 3, 2],
      ['c3', 80, 1, 1],
    ]);
    expect(data.trend[0]!.date).toBe(new Date(NOW - 5 * DAY).toISOString());
  });

  it('top performers and score bands of student averages', () => {
    expect(data.top_performers.map((t) => [t.name, t.average_percent, t.rank])).toEqual([
      ['Sara', 90, 1],
      ['Ali', 60, 2],
      ['Omar', 60, 2],
    ]);
    expect(data.bands.map((b) => [b.band, b.count])).toEqual([
      ['excellent', 1], ['good', 0], ['satisfactory', 2], ['needs_improvement', 0],
    ]);
  });

  it('an empty class has zeros and nulls, never NaN', () => {
    const empty = classAnalytics([], [], [], NOW);
    expect(empty.overview).toEqual({
      student_count: 0, challenge_count: 0, submission_count: 0, completion_rate: 0, average_percent: null, band: null, pending_grading: 0,
    });
    expect(empty.top_performers).toEqual([]);
  });
});

describe('topPerformers', () => {
  it('ties share a rank', () => {
    const rows = classAnalytics(students, challenges, [sub('u-sara', 'c1', 80), sub('u-ali', 'c1', 80), sub('u-omar', 'c1', 70)], NOW).students;
    expect(topPerformers(rows).map((t) => [t.name, t.rank])).toEqual([['Ali', 1], ['Sara', 1], ['Omar', 2]]);
  });
});

describe('studentAnalytics', () => {
  it('a student next to the class: results per challenge, rank and trend', () => {
    const data = studentAnalytics(students[2]!, students, challenges, submissions, NOW);
    expect(data.overview).toMatchObject({ completed: 2, graded: 1, average_percent: 60, class_average: 75, rank: 2, class_size: 4 });
    expect(data.results.map((r) => [r.challenge_id, r.state, r.percent, r.band, r.class_average])).toEqual([
      ['c1', 'graded', 60, 'satisfactory', 76.7],
      ['c2', 'pending_grading', null, null, 70],
      ['c3', 'due', null, null, 80],
    ]);
    expect(data.trend).toEqual([
      { challenge_id: 'c1', title: 'Week 1', date: new Date(NOW - 5 * DAY).toISOString(), percent: 60, class_average: 76.7 },
    ]);
  });

  it('marks missed challenges past their due date', () => {
    const data = studentAnalytics(students[3]!, students, challenges, submissions, NOW);
    expect(data.results.map((r) => r.state)).toEqual(['missing', 'missing', 'due']);
    expect(data.overview).toMatchObject({ missing: 2, rank: null, average_percent: null });
  });
});

describe('questionStats', () => {
  it('counts answers, right and wrong, pending grading and the average awarded', () => {
    const challenge = challenges[1]!;
    const withResults = (uid: string, per: AnalyticsSubmission['per_question']): AnalyticsSubmission => ({ ...sub(uid, 'c1', 0), per_question: per });
    const stats = questionStats(
      challenge,
      [
        { id: 'q2', order: 1, type: 'essay', text: 'Explain', points: 10 },
        { id: 'q1', order: 0, type: 'multiple_choice', text: 'Pick', points: 5 },
      ],
      [
        withResults('a', [
          { question_id: 'q1', awarded: 5, max: 5, correct: true, needs_grading: false },
          { question_id: 'q2', awarded: 0, max: 10, correct: null, needs_grading: true },
        ]),
        withResults('b', [
          { question_id: 'q1', awarded: 0, max: 5, correct: false, needs_grading: false },
          { question_id: 'q2', awarded: 7, max: 10, correct: null, needs_grading: false },
        ]),
      ],
    );
    expect(stats.map((s) => [s.number, s.question_id, s.answers, s.correct, s.wrong, s.pending_grading, s.average_awarded, s.average_percent])).toEqual([
      [1, 'q1', 2, 1, 1, 0, 2.5, 50],
      [2, 'q2', 2, 0, 0, 1, 7, 70],
    ]);
  });
});
