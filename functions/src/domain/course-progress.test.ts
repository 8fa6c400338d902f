import { describe, expect, it } from 'vitest';
import {
  applyHeartbeat, assignmentPassed, enrollmentStatus, flattenLessons, lessonUnlocked, neighbours, nextLessonId, progressOf, quizPassed,
  withCompleted,
} from './course-progress';

describe('progressOf', () => {
  it('is the completed share of the Published lessons, rounded down', () => {
    expect(progressOf([], ['a', 'b', 'c'])).toBe(0);
    expect(progressOf(['a'], ['a', 'b', 'c'])).toBe(33);
    expect(progressOf(['a', 'b'], ['a', 'b', 'c'])).toBe(66);
    expect(progressOf(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(100);
  });

  it('reaches 100 only when every lesson is done', () => {
    const published = Array.from({ length: 201 }, (_, i) => `l${i}`);
    expect(progressOf(published.slice(0, 200), published)).toBe(99);
    expect(progressOf(published, published)).toBe(100);
  });

  it('ignores lessons that are gone or no longer Published, and duplicates', () => {
    expect(progressOf(['x', 'y', 'a', 'a'], ['a', 'b'])).toBe(50);
    expect(progressOf(['a'], [])).toBe(0);
  });
});

describe('enrollmentStatus', () => {
  const now = Date.UTC(2026, 0, 1);
  it('derives Expired, Completed, In Progress, Not Started', () => {
    expect(enrollmentStatus({ access_until_ms: now - 1, progress: 100 }, now)).toBe('Expired');
    expect(enrollmentStatus({ access_until_ms: now + 1, progress: 100 }, now)).toBe('Completed');
    expect(enrollmentStatus({ access_until_ms: now + 1, progress: 1 }, now)).toBe('In Progress');
    expect(enrollmentStatus({ access_until_ms: now, progress: 0 }, now)).toBe('Not Started');
  });
});

describe('flattened order', () => {
  const chapters = [{ id: 'c2', order: 1 }, { id: 'c1', order: 0 }];
  const lessons = [
    { id: 'b', chapter_id: 'c1', order: 1, status: 'Published' },
    { id: 'a', chapter_id: 'c1', order: 0, status: 'Published' },
    { id: 'draft', chapter_id: 'c1', order: 2, status: 'Draft' },
    { id: 'c', chapter_id: 'c2', order: 0, status: 'Published' },
    { id: 'orphan', chapter_id: 'gone', order: 0, status: 'Published' },
  ];
  const flat = flattenLessons(chapters, lessons);

  it('walks chapters then lessons in order, Published only', () => {
    expect(flat.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives previous and next across chapters', () => {
    expect(neighbours(flat, 'a')).toEqual({ prev_id: null, next_id: 'b' });
    expect(neighbours(flat, 'b')).toEqual({ prev_id: 'a', next_id: 'c' });
    expect(neighbours(flat, 'c')).toEqual({ prev_id: 'b', next_id: null });
    expect(neighbours(flat, 'draft')).toEqual({ prev_id: null, next_id: null });
  });

  it('finds the first lesson not completed', () => {
    expect(nextLessonId(flat, ['a'])).toBe('b');
    expect(nextLessonId(flat, ['a', 'b', 'c'])).toBeNull();
  });

  it('adds a completion once', () => {
    expect(withCompleted(['a'], 'a')).toEqual(['a']);
    expect(withCompleted(['a'], 'b')).toEqual(['a', 'b']);
  });
});

describe('applyHeartbeat', () => {
  const start = { watched: 0, position: null, beat_ms: null };

  it('starts the clock on the first heartbeat, crediting at most the grace of a late first request', () => {
    expect(applyHeartbeat(start, { position: 0, duration: 600, now_ms: 1_000 })).toMatchObject({ watched: 0, complete: false });
    expect(applyHeartbeat(start, { position: 1.5, duration: 600, now_ms: 1_000 })).toMatchObject({ watched: 1.5, complete: false });
    expect(applyHeartbeat(start, { position: 500, duration: 600, now_ms: 1_000 })).toMatchObject({ watched: 3, complete: false });
  });

  it('lets a 10 s video whose first heartbeat arrived 1.5 s late complete', () => {
    const first = applyHeartbeat(start, { position: 1.5, duration: 10, now_ms: 1_500 });
    const last = applyHeartbeat({ watched: first.watched, position: 1.5, beat_ms: 1_500 }, { position: 10, duration: 10, now_ms: 10_000 });
    expect(last).toMatchObject({ watched: 10, complete: true });
  });

  it('credits at most the wall-clock time since the previous heartbeat', () => {
    const state = { watched: 0, position: 0, beat_ms: 0 };
    expect(applyHeartbeat(state, { position: 3600, duration: 7200, now_ms: 10_000 }).watched).toBe(10);
    expect(applyHeartbeat(state, { position: 5, duration: 7200, now_ms: 10_000 }).watched).toBe(5);
  });

  it('credits nothing for seeking back or a clock that did not move', () => {
    const state = { watched: 20, position: 100, beat_ms: 50_000 };
    expect(applyHeartbeat(state, { position: 10, duration: 600, now_ms: 60_000 }).watched).toBe(20);
    expect(applyHeartbeat(state, { position: 200, duration: 600, now_ms: 40_000 }).watched).toBe(20);
  });

  it('completes at 90% of the duration, and never counts past it', () => {
    const state = { watched: 80, position: 80, beat_ms: 0 };
    expect(applyHeartbeat(state, { position: 89, duration: 100, now_ms: 9_000 })).toMatchObject({ watched: 89, complete: false });
    expect(applyHeartbeat(state, { position: 90, duration: 100, now_ms: 10_000 })).toMatchObject({ watched: 90, complete: true });
    expect(applyHeartbeat({ watched: 99, position: 0, beat_ms: 0 }, { position: 50, duration: 100, now_ms: 50_000 }).watched).toBe(100);
  });
});

describe('thresholds and access', () => {
  it('passes a quiz lesson at 60% and an assignment at grade 50', () => {
    expect(quizPassed(59.9)).toBe(false);
    expect(quizPassed(60)).toBe(true);
    expect(assignmentPassed(49)).toBe(false);
    expect(assignmentPassed(50)).toBe(true);
    expect(assignmentPassed(null)).toBe(false);
  });

  it('unlocks for staff, learners with access, and preview lessons of freemium courses', () => {
    const none = { staff: false, hasAccess: false, freemium: false, preview: false };
    expect(lessonUnlocked(none)).toBe(false);
    expect(lessonUnlocked({ ...none, staff: true })).toBe(true);
    expect(lessonUnlocked({ ...none, hasAccess: true })).toBe(true);
    expect(lessonUnlocked({ ...none, preview: true })).toBe(false);
    expect(lessonUnlocked({ ...none, freemium: true })).toBe(false);
    expect(lessonUnlocked({ ...none, freemium: true, preview: true })).toBe(true);
  });
});
