import { describe, expect, it } from 'vitest';
import { chapterOf, chapterProgress, flattenLessons, markCompleted, neighboursOf, percentDone, resumeLessonId, type OutlineChapter } from './lesson-order';

const lesson = (id: string, completed = false, locked = false) => ({ id, completed, locked });
const outline = (): OutlineChapter[] => [
  { id: 'c1', progress: 50, lessons: [lesson('a', true), lesson('b')] },
  { id: 'c2', progress: 0, lessons: [] },
  { id: 'c3', progress: 0, lessons: [lesson('c'), lesson('d', false, true)] },
];

describe('flattenLessons and neighboursOf', () => {
  it('walks the lessons in course order, across chapters (empty ones too)', () => {
    expect(flattenLessons(outline()).map((l) => [l.id, l.chapterId])).toEqual([['a', 'c1'], ['b', 'c1'], ['c', 'c3'], ['d', 'c3']]);
    expect(neighboursOf(outline(), 'a')).toEqual({ prevId: null, nextId: 'b', position: 1, total: 4 });
    expect(neighboursOf(outline(), 'b')).toEqual({ prevId: 'a', nextId: 'c', position: 2, total: 4 });
    expect(neighboursOf(outline(), 'd')).toEqual({ prevId: 'c', nextId: null, position: 4, total: 4 });
  });
  it('has no neighbours for a lesson outside the outline', () => {
    expect(neighboursOf(outline(), 'zz')).toEqual({ prevId: null, nextId: null, position: 0, total: 4 });
    expect(neighboursOf([], 'a')).toEqual({ prevId: null, nextId: null, position: 0, total: 0 });
  });
  it('finds the chapter of a lesson', () => {
    expect(chapterOf(outline(), 'c')).toBe('c3');
    expect(chapterOf(outline(), 'zz')).toBeNull();
  });
});

describe('progress', () => {
  it('rounds down and reaches 100 only when everything is done', () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(2, 3)).toBe(66);
    expect(percentDone(199, 200)).toBe(99);
    expect(percentDone(3, 3)).toBe(100);
    expect(chapterProgress({ lessons: [lesson('a', true), lesson('b'), lesson('c')] })).toBe(33);
  });
  it('marks a lesson completed and recomputes only its chapter', () => {
    const before = outline();
    const after = markCompleted(before, 'b');
    expect(after[0]).toMatchObject({ progress: 100, lessons: [{ id: 'a', completed: true }, { id: 'b', completed: true }] });
    expect(after[2]).toBe(before[2]);
    expect(before[0]!.lessons[1]!.completed).toBe(false);
    // Already completed or unknown: the same outline back.
    expect(markCompleted(before, 'a')).toBe(before);
    expect(markCompleted(before, 'zz')).toBe(before);
  });
  it('resumes at the first open lesson not completed', () => {
    expect(resumeLessonId(outline())).toBe('b');
    expect(resumeLessonId([{ id: 'c', progress: 100, lessons: [lesson('a', true), lesson('x', false, true)] }])).toBe('a');
    expect(resumeLessonId([])).toBeNull();
  });
});
