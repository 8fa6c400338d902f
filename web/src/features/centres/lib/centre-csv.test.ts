import { describe, expect, it } from 'vitest';
import { analyticsFileName } from './centre-csv';

describe('analytics file names', () => {
  it('falls back to a dated name', () => {
    expect(analyticsFileName(new Date('2026-11-25T10:00:00Z'))).toBe('centre-analytics-2026-11-25.csv');
  });
});
