import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@shared/schemas/me';
import { groupByDay } from './group-by-day';

const utc = (date: Date) => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });
const item = (id: string, at: string): ActivityItem => ({ id, kind: 'class_joined', at, params: {}, link: '/classroom' });

describe('groupByDay', () => {
  it('groups consecutive items of a day, in order', () => {
    const days = groupByDay([item('a', '2026-03-02T20:00:00Z'), item('b', '2026-03-02T01:00:00Z'), item('c', '2026-03-01T23:00:00Z')], utc);
    expect(days.map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([['2026-03-02', ['a', 'b']], ['2026-03-01', ['c']]]);
    expect(groupByDay([], utc)).toEqual([]);
  });
});
