import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from './live-docs';
import { orderChanges, podiumOrder, previousStandings, raceLanes, raceProgress, raceStartSide, sortStandings } from './standings';

const entry = (uid: string, score: number, delta: number, rank: number): LeaderboardEntry => ({ uid, nickname: uid.toUpperCase(), score, delta, rank });

const board = [entry('b', 1500, 900, 2), entry('a', 1800, 0, 1), entry('c', 1500, 1000, 2), entry('d', 200, 200, 3)];

describe('sortStandings', () => {
  it('orders by rank, then score, then name, and keeps the top ones', () => {
    expect(sortStandings(board).map((row) => row.uid)).toEqual(['a', 'b', 'c', 'd']);
    expect(sortStandings(board, 2).map((row) => row.uid)).toEqual(['a', 'b']);
  });
});

describe('previousStandings', () => {
  it('puts players where they stood before the question', () => {
    // before: a 1800, b 600, c 500, d 0
    expect(previousStandings(board).map((row) => row.uid)).toEqual(['a', 'b', 'c', 'd']);
    const overtaken = [entry('x', 1000, 1000, 1), entry('y', 900, 0, 2)];
    expect(previousStandings(overtaken).map((row) => row.uid)).toEqual(['y', 'x']);
    expect(orderChanges(overtaken)).toBe(true);
    expect(orderChanges(board)).toBe(false);
  });
});

describe('raceLanes', () => {
  it('places markers in proportion to the leader, from the previous score', () => {
    const lanes = raceLanes(board);
    expect(lanes.map((lane) => lane.uid)).toEqual(['a', 'b', 'c', 'd']);
    expect(lanes[0]).toMatchObject({ from: 1, to: 1 });
    expect(lanes[1]!.from).toBeCloseTo(600 / 1800);
    expect(lanes[1]!.to).toBeCloseTo(1500 / 1800);
    expect(lanes[3]).toMatchObject({ from: 0 });
  });

  it('keeps everyone on the start line when nobody scored', () => {
    expect(raceLanes([entry('a', 0, 0, 1), entry('b', 0, 0, 1)]).map((lane) => [lane.from, lane.to])).toEqual([[0, 0], [0, 0]]);
  });

  it('keeps it a race: after one question of ten the leader is a tenth of the way along', () => {
    // Quiz builder default: 10 points a question; the leader answered instantly (+10), others less.
    const first = [entry('a', 10, 10, 1), entry('b', 7, 7, 2), entry('c', 0, 0, 3)];
    const lanes = raceLanes(first, 5, raceProgress(1, 10));
    expect(lanes[0]!.to).toBeCloseTo(0.1);
    expect(lanes[0]!.to).toBeLessThanOrEqual(0.25);
    expect(lanes[1]!.to).toBeCloseTo(0.07);
    expect(lanes.every((lane) => lane.from === 0)).toBe(true);
    // Halfway the leader is halfway; after the last question on the finish line.
    expect(raceLanes(board, 5, raceProgress(5, 10))[0]).toMatchObject({ to: 0.5 });
    expect(raceLanes(board, 5, raceProgress(10, 10))[0]).toMatchObject({ to: 1 });
  });

  it('raceProgress is questions scored over questions, 1 when unknown', () => {
    expect(raceProgress(3, 12)).toBe(0.25);
    expect(raceProgress(12, 12)).toBe(1);
    expect(raceProgress(0, 0)).toBe(1);
    expect(raceProgress(14, 12)).toBe(1);
  });

  it('shows at most the requested number of lanes', () => {
    expect(raceLanes(board, 2)).toHaveLength(2);
  });

  it('runs from the right in Arabic', () => {
    expect(raceStartSide('rtl')).toBe('right');
    expect(raceStartSide('ltr')).toBe('left');
  });
});

describe('podiumOrder', () => {
  it('puts the winner in the middle', () => {
    expect(podiumOrder(board).map(({ entry: row, place }) => [row.uid, place])).toEqual([['b', 2], ['a', 1], ['c', 3]]);
  });

  it('copes with fewer than three players', () => {
    expect(podiumOrder([entry('a', 10, 10, 1)]).map(({ place }) => place)).toEqual([1]);
    expect(podiumOrder([entry('a', 10, 10, 1), entry('b', 5, 5, 2)]).map(({ place }) => place)).toEqual([2, 1]);
  });
});
