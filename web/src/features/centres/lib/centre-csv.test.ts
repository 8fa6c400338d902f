import { describe, expect, it } from 'vitest';
import { analyticsFileName, fileNameOf } from './centre-csv';

describe('analytics file names', () => {
  it('falls back to a dated name', () => {
    expect(analyticsFileName(new Date('2026-11-25T10:00:00Z'))).toBe('centre-analytics-2026-11-25.csv');
  });
  it('reads Content-Disposition, UTF-8 name first', () => {
    expect(fileNameOf('attachment; filename="a.csv"')).toBe('a.csv');
    expect(fileNameOf(`attachment; filename="x.csv"; filename*=UTF-8''%D9%85%D8%B1%D9%83%D8%B2.csv`)).toBe('مركز.csv');
    expect(fileNameOf('attachment; filename="../../etc.csv"')).toBe('....etc.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
