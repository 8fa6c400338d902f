import { describe, expect, it } from 'vitest';
import { createChallengeRequestSchema } from '@shared/schemas/quiz';
import { defaultDueInput, fromLocalInput, isFuture, isOverdue, toLocalInput } from './due-date';

describe('due dates', () => {
  it('round-trips a local date and time', () => {
    const date = new Date(2030, 2, 1, 14, 30);
    expect(toLocalInput(date)).toBe('2030-03-01T14:30');
    expect(fromLocalInput('2030-03-01T14:30')).toBe(date.toISOString());
  });

  it('refuses what is not a date', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(fromLocalInput('2030-13-45T99:99')).toBeNull();
  });

  it('gives the API an instant its schema accepts', () => {
    const iso = fromLocalInput('2030-03-01T14:30')!;
    expect(createChallengeRequestSchema.safeParse({ quizId: 'q', dueAt: iso }).success).toBe(true);
  });

  it('tells future, past and overdue apart', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(isFuture('2030-01-02T00:00:00Z', now)).toBe(true);
    expect(isFuture('2029-12-31T00:00:00Z', now)).toBe(false);
    expect(isOverdue('2029-12-31T00:00:00Z', now)).toBe(true);
    expect(isOverdue(null, now)).toBe(false);
  });

  it('suggests a week ahead at 23:59', () => {
    expect(defaultDueInput(new Date(2030, 0, 1, 9, 0))).toBe('2030-01-08T23:59');
  });
});
