import { describe, expect, it } from 'vitest';
import { toMillis } from './to-millis';

describe('toMillis', () => {
  it('understands timestamps, dates, strings and numbers', () => {
    expect(toMillis({ toMillis: () => 1000 })).toBe(1000);
    expect(toMillis({ seconds: 2, nanoseconds: 5_000_000 })).toBe(2005);
    expect(toMillis({ seconds: 3 })).toBe(3000);
    expect(toMillis(new Date(5))).toBe(5);
    expect(toMillis(7)).toBe(7);
    expect(toMillis('1970-01-01T00:00:01.000Z')).toBe(1000);
  });

  it('answers null for what is absent or unreadable', () => {
    expect(toMillis('nonsense')).toBeNull();
    expect(toMillis(undefined)).toBeNull();
    expect(toMillis(null)).toBeNull();
    expect(toMillis(Number.NaN)).toBeNull();
    expect(toMillis({})).toBeNull();
  });
});
