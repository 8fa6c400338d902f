// Courses (docs/courses.md): courses, their chapters, lessons and upload declarations are
// written and served by functions only; no client reads or writes them, not even the owner.
// courses/{id} itself is denied like any unlisted collection (server-only.test.ts).
import { describeServerOnly, useRulesEnvironment, type Target } from './helpers';

const env = useRulesEnvironment();

const course = 'courses/course-1';
const TARGETS: Array<{ name: string; target: Target }> = [
  {
    name: 'courses/{id}/chapters/{id}',
    target: {
      doc: `${course}/chapters/ch-1`,
      collection: `${course}/chapters`,
      data: { chapter_id: 'ch-1', course_id: 'course-1', title: 'Basics', order: 0 },
      update: { title: 'Renamed' },
    },
  },
  {
    name: 'courses/{id}/lessons/{id}',
    target: {
      doc: `${course}/lessons/l-1`,
      collection: `${course}/lessons`,
      data: { lesson_id: 'l-1', course_id: 'course-1', chapter_id: 'ch-1', type: 'video', title: 'Intro', order: 0 },
      update: { preview: true },
    },
  },
  {
    name: 'courses/{id}/files/{id}',
    target: {
      doc: `${course}/files/f-1`,
      collection: `${course}/files`,
      data: { kind: 'thumbnail', content_type: 'image/png', size: 10, state: 'ready' },
      update: { state: 'ready' },
    },
  },
];

describeServerOnly(env, TARGETS);
