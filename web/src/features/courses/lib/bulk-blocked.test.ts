import { describe, expect, it } from 'vitest';
import { blockingCourses } from './bulk-blocked';

const titles = new Map([['a', 'Algebra'], ['b', 'Biology']]);

describe('blockingCourses', () => {
  it('names each blocker with its title and reason, by the index of the ids sent', () => {
    expect(
      blockingCourses(['a', 'b', 'x'], { courseIds: 'b, x', status: 'In Review' }, [
        { path: 'courseIds.1', code: 'course/cannot-move' },
        { path: 'courseIds.2', code: 'course/not-found' },
      ], titles),
    ).toEqual([
      { id: 'b', title: 'Biology', reason: 'cannot-move' },
      { id: 'x', title: 'x', reason: 'not-found' },
    ]);
  });
  it('falls back to the fields, and to cannot-move for unknown codes', () => {
    expect(blockingCourses(['a'], undefined, [{ path: 'courseIds.0', code: 'course/other' }], titles)).toEqual([{ id: 'a', title: 'Algebra', reason: 'cannot-move' }]);
    expect(blockingCourses(['a'], { courseIds: 'a' }, undefined, titles)).toEqual([{ id: 'a', title: 'Algebra', reason: 'cannot-move' }]);
    expect(blockingCourses(['a'], {}, [], titles)).toEqual([]);
  });
});
