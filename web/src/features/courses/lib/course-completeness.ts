// How complete a course is, for a Draft card's "progress percent": the share of what a learner
// needs that is there (the fields the marketplace shows, a thumbnail, some content). Pure.
import type { Course } from '@shared/schemas/course';

type Checked = Pick<Course, 'title' | 'description' | 'thumbnail' | 'duration' | 'learning_objectives' | 'target_audience' | 'chapter_count' | 'lesson_count'>;

export const COMPLETENESS_CHECKS: readonly { key: string; done: (course: Checked) => boolean }[] = [
  { key: 'title', done: (course) => course.title.trim().length > 0 },
  { key: 'description', done: (course) => course.description.trim().length > 0 },
  { key: 'thumbnail', done: (course) => course.thumbnail !== null },
  { key: 'duration', done: (course) => course.duration !== null && course.duration > 0 },
  { key: 'objectives', done: (course) => course.learning_objectives.length > 0 },
  { key: 'audience', done: (course) => course.target_audience.trim().length > 0 },
  { key: 'chapters', done: (course) => course.chapter_count > 0 },
  { key: 'lessons', done: (course) => course.lesson_count > 0 },
];

/** Whole percent 0..100, rounded down (100 only when every check passes). */
export function courseCompleteness(course: Checked): number {
  const done = COMPLETENESS_CHECKS.filter((check) => check.done(course)).length;
  return Math.floor((done * 100) / COMPLETENESS_CHECKS.length);
}

/** The keys of what is still missing (shown beside the percent). */
export function missingParts(course: Checked): string[] {
  return COMPLETENESS_CHECKS.filter((check) => !check.done(course)).map((check) => check.key);
}
