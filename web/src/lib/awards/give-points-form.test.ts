import { describe, expect, it } from 'vitest';
import { checkGivePoints, formKey, parsePoints } from './give-points-form';

const form = (overrides: Partial<Parameters<typeof checkGivePoints>[0]> = {}) => ({
  points: '10', reason: 'Great work', studentIds: ['a'], ...overrides,
});

describe('parsePoints', () => {
  it('accepts whole numbers from 1 to 100, spaces around allowed', () => {
    expect(parsePoints('1')).toBe(1);
    expect(parsePoints(' 100 ')).toBe(100);
    expect(parsePoints('007')).toBe(7);
    expect(parsePoints('٢٥')).toBe(25);
    expect(parsePoints('۱۰۰')).toBe(100);
  });

  it('refuses zero, negatives, fractions, over 100 and anything not plain digits', () => {
    for (const text of ['0', '-3', '1.5', '5.0', '101', '1e2', '', ' ', 'ten', '٠', '+5', '1000']) {
      expect(parsePoints(text), text).toBeNull();
    }
  });
});

describe('checkGivePoints', () => {
  it('passes a whole form', () => {
    expect(checkGivePoints(form())).toEqual({});
  });

  it('names each field\'s problem with the server\'s codes', () => {
    expect(checkGivePoints(form({ points: '0', reason: '   ', studentIds: [] }))).toEqual({
      points: 'awards/invalid-points',
      reason: 'awards/reason-required',
      students: 'awards/students-required',
    });
    expect(checkGivePoints(form({ reason: 'x'.repeat(201) })).reason).toBe('awards/reason-required');
    expect(checkGivePoints(form({ reason: 'x'.repeat(200) })).reason).toBeUndefined();
    expect(checkGivePoints(form({ studentIds: Array.from({ length: 51 }, (_, i) => `s${i}`) })).students).toBe('awards/students-required');
  });
});

describe('formKey', () => {
  it('is the same for the same grant, whatever the order of students or spaces', () => {
    expect(formKey(form({ studentIds: ['a', 'b'], reason: ' Great work ' }))).toBe(formKey(form({ studentIds: ['b', 'a'] })));
    expect(formKey(form({ points: '10' }))).not.toBe(formKey(form({ points: '11' })));
  });
});
