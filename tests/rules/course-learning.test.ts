// The learner side of courses (docs/courses.md, "Enrolment and learning" and "Lessons"):
// enrollments/{courseId}_{uid}, their lessonState/* and courseNotes/*, written by functions only
// (sparks and progress are earned on the server); the learner they belong to reads them (get,
// and list of their own), nobody else: another student, the course's teacher, administrators
// (they use the API), signed-out callers. Assignment submissions and their upload declarations
// (under courses/{id}) are served by the API only: denied to every client, the learner included.
import { collection, query, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { DENIED_TO_ALL, describeMatrix, no, UID, useRulesEnvironment, yes, type Matrix } from './helpers';

const env = useRulesEnvironment();

const enrollment = (uid: string) => ({
  id: `course-1_${uid}`, course_id: 'course-1', uid, owner_uid: UID.teacher, order_id: 'order-0001', price_paid: 120,
  enrolled_at: new Date('2026-01-10T10:00:00Z'), access_until: new Date('2027-01-10T10:00:00Z'), last_accessed: new Date('2026-01-10T10:00:00Z'),
  completed_lessons: ['lesson-1'], progress: 50, completed_at: null, status_changed_at: new Date('2026-01-10T10:00:00Z'), renewals: 0, review_id: null,
});

const LEARNER_ONLY: Matrix = {
  //                   get  list create update delete
  'signed out':       [no, no, no, no, no],
  owner:              [yes, yes, no, no, no],
  stranger:           [no, no, no, no, no],
  teacher:            [no, no, no, no, no],
  centers:            [no, no, no, no, no],
  administrator:      [no, no, no, no, no],
  'no role':          [no, no, no, no, no],
  'unverified admin': [no, no, no, no, no],
};

describe('enrollments/{courseId}_{uid}', () => {
  describeMatrix(
    env,
    {
      doc: `enrollments/course-1_${UID.owner}`,
      collection: 'enrollments',
      // My Learning's query: the learner's own enrolments.
      list: (db) => query(collection(db, 'enrollments'), where('uid', '==', UID.owner)),
      data: enrollment(UID.owner),
      // A client claiming progress, lessons or a longer access period.
      update: { progress: 100, completed_lessons: ['lesson-1', 'lesson-2'], access_until: new Date('2099-01-01T00:00:00Z') },
      others: { [`enrollments/course-1_${UID.stranger}`]: enrollment(UID.stranger) },
    },
    LEARNER_ONLY,
  );
});

describe('enrollments/{id}/lessonState/{lessonId}', () => {
  describeMatrix(
    env,
    {
      doc: `enrollments/course-1_${UID.owner}/lessonState/lesson-1`,
      collection: `enrollments/course-1_${UID.owner}/lessonState`,
      data: { position: 42, watched_seconds: 40, opened_at: new Date(), completed_at: null, helpful: null, quiz: null },
      // A client claiming watched time or a passed quiz.
      update: { watched_seconds: 3600, completed_at: new Date(), quiz: { score: 100, passed: true } },
      others: {
        [`enrollments/course-1_${UID.owner}`]: enrollment(UID.owner),
        [`enrollments/course-1_${UID.stranger}`]: enrollment(UID.stranger),
        [`enrollments/course-1_${UID.stranger}/lessonState/lesson-1`]: { position: 5, watched_seconds: 5 },
      },
    },
    LEARNER_ONLY,
  );
});

describe('courseNotes/{courseId}_{uid}_{lessonId}', () => {
  const note = (uid: string) => ({ uid, course_id: 'course-1', lesson_id: 'lesson-1', text: 'My private note', updated_at: new Date() });
  describeMatrix(
    env,
    {
      doc: `courseNotes/course-1_${UID.owner}_lesson-1`,
      collection: 'courseNotes',
      // The viewer's query: the learner's own notes of a course.
      list: (db) => query(collection(db, 'courseNotes'), where('uid', '==', UID.owner), where('course_id', '==', 'course-1')),
      data: note(UID.owner),
      update: { text: 'Edited in the client' },
      others: { [`courseNotes/course-1_${UID.stranger}_lesson-1`]: note(UID.stranger) },
    },
    LEARNER_ONLY,
  );
});

describe('courses/{id}/submissions/{uid}_{lessonId}', () => {
  describeMatrix(
    env,
    {
      doc: `courses/course-1/submissions/${UID.owner}_lesson-1`,
      collection: 'courses/course-1/submissions',
      data: {
        uid: UID.owner, name: 'Learner', lesson_id: 'lesson-1', course_id: 'course-1', submitted_at: new Date(),
        file: { id: 'f-1', url: 'https://example.test/f-1', name: 'essay.pdf', size: 100 }, grade: null, feedback: null, graded_at: null,
      },
      // A learner grading their own work.
      update: { grade: 100, graded_at: new Date() },
    },
    DENIED_TO_ALL,
  );
});

describe('courses/{id}/submissionFiles/{fileId}', () => {
  describeMatrix(
    env,
    {
      doc: 'courses/course-1/submissionFiles/f-1',
      collection: 'courses/course-1/submissionFiles',
      data: { uid: UID.owner, lesson_id: 'lesson-1', content_type: 'application/pdf', size: 100, name: 'essay.pdf', state: 'uploading' },
      update: { state: 'ready' },
    },
    DENIED_TO_ALL,
  );
});
