import { describe, expect, it } from 'vitest';
import { defaultFileName, newRequestId } from './csv-file';

describe('defaultFileName', () => {
  it('names the class and the kind', () => {
    expect(defaultFileName('Math 7B', 'student')).toBe('Math-7B-students.csv');
    expect(defaultFileName('علوم', 'question')).toBe('علوم-questions.csv');
    expect(defaultFileName('  //  ', 'student')).toBe('class-students.csv');
  });
});

describe('newRequestId', () => {
  it('matches the API request id rule', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
    expect(newRequestId(() => 'x'.repeat(100))).toHaveLength(64);
  });
});
