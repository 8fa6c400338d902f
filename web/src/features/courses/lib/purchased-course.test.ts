import { describe, expect, it } from 'vitest';
import { canRenew, continuePath, hasAccess, statusMessageId } from './purchased-course';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 1);

describe('purchased course', () => {
  it('continues at the next lesson, else on the course page', () => {
    expect(continuePath({ id: 'c1', next_lesson_id: 'l 2' })).toBe('/courses/c1/lesson/l%202');
    expect(continuePath({ id: 'c1', next_lesson_id: null })).toBe('/courses/c1');
  });

  it('offers renewal once expired or in the last 30 days of access', () => {
    expect(canRenew({ status: 'Expired', access_until: new Date(NOW - DAY).toISOString() }, NOW)).toBe(true);
    expect(canRenew({ status: 'In Progress', access_until: new Date(NOW + 10 * DAY).toISOString() }, NOW)).toBe(true);
    expect(canRenew({ status: 'In Progress', access_until: new Date(NOW + 31 * DAY).toISOString() }, NOW)).toBe(false);
    expect(canRenew({ status: 'Completed', access_until: 'not a date' }, NOW)).toBe(false);
  });

  it('grants access unless expired', () => {
    expect(hasAccess(null)).toBe(false);
    expect(hasAccess({ status: 'Expired' })).toBe(false);
    expect(hasAccess({ status: 'Not Started' })).toBe(true);
  });

  it('names status messages', () => {
    expect(statusMessageId('Not Started')).toBe('courses.enrollment.status.not-started');
    expect(statusMessageId('Expired')).toBe('courses.enrollment.status.expired');
  });
});
