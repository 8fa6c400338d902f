import { describe, expect, it } from 'vitest';
import { aggregatePerformance } from './performance';

const challenges = [
  { class_id: 'c1', id: 'a', title: 'A', created_at: '2026-01-01T00:00:00.000Z' },
  { class_id: 'c1', id: 'b', title: 'B', created_at: '2026-01-02T00:00:00.000Z' },
  { class_id: 'c1', id: 'c', title: 'C', created_at: '2026-01-03T00:00:00.000Z' },
  { class_id: 'c2', id: 'd', title: 'D', created_at: '2026-01-01T00:00:00.000Z' },
];

describe('aggregatePerformance', () => {
  it("sums a student's graded scores per class and overall", () => {
    const result = aggregatePerformance({
      role: 'student',
      classes: [{ id: 'c1', name: 'One' }, { id: 'c2', name: 'Two' }],
      challenges,
      submissions: [
        { class_id: 'c1', challenge_id: 'b', percent: 50, status: 'graded', submitted_at: '2026-01-05T00:00:00.000Z' },
        { class_id: 'c1', challenge_id: 'a', percent: 100, status: 'graded', submitted_at: '2026-01-04T00:00:00.000Z' },
        { class_id: 'c1', challenge_id: 'c', percent: 0, status: 'submitted', submitted_at: '2026-01-06T00:00:00.000Z' },
        { class_id: 'c1', challenge_id: 'gone', percent: 10, status: 'graded', submitted_at: '2026-01-06T00:00:00.000Z' },
      ],
      live: [{ class_id: 'c1', rank: 3 }, { class_id: 'c1', rank: 1 }, { class_id: 'c2', rank: null }],
    });
    const [one, two] = result.classes;
    expect(one).toMatchObject({ assigned: 3, done: 3, average: 75, best: 100, live_games: 2, best_rank: 1, students: null });
    expect(one!.recent.map((p) => p.title)).toEqual(['A', 'B']);
    expect(two).toMatchObject({ assigned: 1, done: 0, average: null, best: null, recent: [], live_games: 1, best_rank: null });
    expect(result.totals).toEqual({ classes: 2, assigned: 4, done: 3, average: 75, best: 100, live_games: 3 });
  });

  it("gives a teacher each challenge's class average, by creation", () => {
    const result = aggregatePerformance({
      role: 'teacher',
      classes: [{ id: 'c1', name: 'One', students: 4 }],
      challenges,
      submissions: [
        { class_id: 'c1', challenge_id: 'c', percent: 90, status: 'graded', submitted_at: null },
        { class_id: 'c1', challenge_id: 'a', percent: 60, status: 'graded', submitted_at: null },
        { class_id: 'c1', challenge_id: 'a', percent: 70, status: 'graded', submitted_at: null },
      ],
      live: [{ class_id: 'c1', rank: null }],
    });
    expect(result.classes[0]).toMatchObject({ assigned: 3, done: 3, average: 73.3, best: 90, live_games: 1, best_rank: null, students: 4 });
    expect(result.classes[0]!.recent.map((p) => [p.challenge_id, p.percent])).toEqual([['a', 65], ['c', 90]]);
  });

  it('keeps only the last 10 scores', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ class_id: 'c1', id: `x${i}`, title: `X${i}`, created_at: null }));
    const result = aggregatePerformance({
      role: 'student', classes: [{ id: 'c1', name: 'One' }], challenges: many, live: [],
      submissions: many.map((ch, i) => ({ class_id: 'c1', challenge_id: ch.id, percent: i, status: 'graded', submitted_at: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z` })),
    });
    expect(result.classes[0]!.recent.map((p) => p.percent)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
