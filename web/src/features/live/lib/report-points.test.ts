import { describe, expect, it } from 'vitest';
import { studentPointsFromDoc } from '@/lib/awards/student-points';
import { eligiblePlayers, podiumUids } from './report-points';

// The class roster as the report reads it: member documents through studentPointsFromDoc.
const roster = (
  [
    ['s1', { role: 'student', status: 'active', name: 'Amal' }],
    ['s2', { role: 'student', status: 'active', name: 'Badr' }],
    ['s3', { role: 'student', status: 'active', name: '' }],
    ['s4', { role: 'student', status: 'active', name: 'Dana' }],
    ['paused', { role: 'student', status: 'inactive', name: 'Paused' }],
    ['pending', { role: 'student', status: 'pending', name: 'Pending' }],
    ['teacher', { role: 'teacher', status: 'active', name: 'Teacher' }],
  ] as const
).flatMap(([id, data]) => studentPointsFromDoc(data, id) ?? []);

const player = (uid: string, rank: number | null, nickname = uid) => ({ uid, nickname, rank });

describe('who may receive points after a live game', () => {
  it('only active students of the class, best rank first, unranked last', () => {
    const players = [
      player('s4', null),
      player('guest-7', 1, 'Guest'),
      player('s2', 4),
      player('paused', 2),
      player('teacher', 3),
      player('s1', 3),
      player('pending', 5),
      player('s3', 6, 'Nick'),
    ];
    expect(eligiblePlayers(players, roster)).toEqual([
      { uid: 's1', name: 'Amal', rank: 3 },
      { uid: 's2', name: 'Badr', rank: 4 },
      // A member without a name is shown by the game's nickname.
      { uid: 's3', name: 'Nick', rank: 6 },
      { uid: 's4', name: 'Dana', rank: null },
    ]);
  });

  it('nobody when no player is a student of the class', () => {
    expect(eligiblePlayers([player('guest', 1), player('teacher', 2)], roster)).toEqual([]);
    expect(eligiblePlayers([player('s1', 1)], [])).toEqual([]);
  });

  it('ticks the podium first: eligible players ranked 1 to 3, ties included, never guests', () => {
    const eligible = eligiblePlayers(
      [player('guest', 1), player('s1', 2), player('s2', 3), player('s3', 3), player('s4', 4)],
      roster,
    );
    expect(podiumUids(eligible)).toEqual(['s1', 's2', 's3']);
    expect(podiumUids(eligiblePlayers([player('s1', 4), player('s2', null)], roster))).toEqual([]);
  });
});
