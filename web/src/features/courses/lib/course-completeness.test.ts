import { describe, expect, it } from 'vitest';
import { courseCompleteness, missingParts } from './course-completeness';

const empty = {
  title: 'Intro', description: '', thumbnail: null, duration: null, learning_objectives: [], target_audience: '',
  chapter_count: 0, lesson_count: 0,
};

describe('courseCompleteness', () => {
  it('counts a new course with only a title as 1 of 8 parts', () => {
    expect(courseCompleteness(empty)).toBe(12);
    expect(missingParts(empty)).toEqual(['description', 'thumbnail', 'duration', 'objectives', 'audience', 'chapters', 'lessons']);
  });
  it('grows with content and reaches 100 only when all is there', () => {
    const some = { ...empty, description: 'd', chapter_count: 1, lesson_count: 2 };
    expect(courseCompleteness(some)).toBe(50);
    const all = { ...some, thumbnail: { id: 'f1', url: 'u' }, duration: 3, learning_objectives: ['x'], target_audience: 'teens' };
    expect(courseCompleteness(all)).toBe(100);
    expect(missingParts(all)).toEqual([]);
    expect(courseCompleteness({ ...all, duration: 0 })).toBe(87);
  });
  it('ignores blank text', () => {
    expect(courseCompleteness({ ...empty, title: '  ' })).toBe(0);
  });
});
