import { describe, expect, it } from 'vitest';
import { knownType, strengthRows } from './strengths';

describe('personality strengths', () => {
  it('splits each dichotomy between its poles and keeps the chosen pole', () => {
    const rows = strengthRows({
      counts: { E: 2, I: 6, S: 4, N: 4, T: 7, F: 1, J: 3, P: 5 },
      strengths: { EI: { pole: 'I', percent: 75 }, SN: { pole: 'N', percent: 50 }, TF: { pole: 'T', percent: 88 }, JP: { pole: 'P', percent: 63 } },
    });
    expect(rows.map((row) => row.chosen)).toEqual(['I', 'N', 'T', 'P']);
    expect(rows[0]!.poles).toEqual([{ pole: 'E', percent: 25 }, { pole: 'I', percent: 75 }]);
    expect(rows[1]!.poles).toEqual([{ pole: 'S', percent: 50 }, { pole: 'N', percent: 50 }]);
    expect(rows[2]!.poles).toEqual([{ pole: 'T', percent: 88 }, { pole: 'F', percent: 12 }]);
    for (const row of rows) expect(row.poles[0].percent + row.poles[1].percent).toBe(100);
  });

  it('knows four-letter codes only', () => {
    expect(knownType('intj')).toBe('INTJ');
    expect(knownType(' ESFP ')).toBe('ESFP');
    expect(knownType('MBTI')).toBeNull();
    expect(knownType('INTJ-A')).toBeNull();
    expect(knownType(null)).toBeNull();
  });
});
