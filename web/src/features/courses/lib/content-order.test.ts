import { describe, expect, it } from 'vitest';
import { moveChapter, moveLesson, orderOf } from './content-order';

const chapters = [
  { id: 'c1', lessons: [{ id: 'l1' }, { id: 'l2' }] },
  { id: 'c2', lessons: [{ id: 'l3' }] },
];

describe('content order', () => {
  it('moves chapters up and down, not past the ends', () => {
    expect(orderOf(moveChapter(chapters, 'c2', -1)!)).toEqual({ chapters: [{ id: 'c2', lessons: ['l3'] }, { id: 'c1', lessons: ['l1', 'l2'] }] });
    expect(moveChapter(chapters, 'c1', -1)).toBeNull();
    expect(moveChapter(chapters, 'c2', 1)).toBeNull();
    expect(moveChapter(chapters, 'nope', 1)).toBeNull();
  });
  it('moves a lesson inside its chapter and leaves the input alone', () => {
    expect(orderOf(moveLesson(chapters, 'l1', 1)!)).toEqual({ chapters: [{ id: 'c1', lessons: ['l2', 'l1'] }, { id: 'c2', lessons: ['l3'] }] });
    expect(moveLesson(chapters, 'l3', 1)).toBeNull();
    expect(chapters[0]!.lessons.map((lesson) => lesson.id)).toEqual(['l1', 'l2']);
  });
});
