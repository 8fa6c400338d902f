import { describe, expect, it } from 'vitest';
import { rankByPoints } from '@shared/points-ranking';
import { studentPointsFromDoc } from './student-points';

describe('studentPointsFromDoc', () => {
  it('reads an active student: name, avatar and reward points', () => {
    expect(studentPointsFromDoc({ role: 'student', status: 'active', name: 'Salma', avatar_id: 4, reward_points: 35 }, 's1')).toEqual({
      uid: 's1', name: 'Salma', avatar_id: 4, reward_points: 35,
    });
  });

  it('leaves out teachers, pending and paused members', () => {
    for (const data of [
      { role: 'teacher', status: 'active', name: 'T' },
      { role: 'student', status: 'pending', name: 'P' },
      { role: 'student', status: 'inactive', name: 'I' },
      { role: 'student', name: 'No status' },
      {},
    ]) {
      expect(studentPointsFromDoc(data, 'x'), JSON.stringify(data)).toBeNull();
    }
  });

  it('counts absent, negative, fractional or non-number points as whole non-negative numbers', () => {
    const points = (reward_points: unknown) => studentPointsFromDoc({ role: 'student', status: 'active', reward_points }, 'u')?.reward_points;
    expect(points(undefined)).toBe(0);
    expect(points(-5)).toBe(0);
    expect(points(12.7)).toBe(12);
    expect(points('40')).toBe(0);
    expect(points(Number.NaN)).toBe(0);
  });

  it('falls back to an empty name and avatar 0 when the document lacks them', () => {
    expect(studentPointsFromDoc({ role: 'student', status: 'active', name: 7, avatar_id: '3' }, 'u')).toEqual({
      uid: 'u', name: '', avatar_id: 0, reward_points: 0,
    });
  });

  it('gives the leaderboard its rows: only active students, ranked by points with shared ranks', () => {
    const docs: [string, Record<string, unknown>][] = [
      ['t', { role: 'teacher', status: 'active', name: 'Teacher', reward_points: 99 }],
      ['a', { role: 'student', status: 'active', name: 'Amal', reward_points: 20 }],
      ['b', { role: 'student', status: 'active', name: 'Badr', reward_points: 50 }],
      ['c', { role: 'student', status: 'active', name: 'Chadi', reward_points: 20 }],
      ['p', { role: 'student', status: 'inactive', name: 'Paused', reward_points: 80 }],
    ];
    const rows = docs.flatMap(([id, data]) => studentPointsFromDoc(data, id) ?? []);
    expect(rankByPoints(rows).map((row) => [row.uid, row.rank, row.reward_points])).toEqual([
      ['b', 1, 50],
      ['a', 2, 20],
      ['c', 2, 20],
    ]);
  });
});
