// enrollments/{courseId}_{uid} (docs/courses.md, "Enrolment and learning"): written by functions
// only (sparks and progress are earned on the server); its own learner reads and lists it, and
// nobody else, administrators included (they use the API). No courses/* documents here: the
// course triggers share the emulator.
import { collection, query, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { describeMatrix, no, UID, useRulesEnvironment, yes, type Matrix } from './helpers';

const env = useRulesEnvironment();

const enrollment = {
  id: `course-1_${UID.owner}`,
  course_id: 'course-1',
  uid: UID.owner,
  owner_uid: UID.teacher,
  order_id: 'order-0001',
  price_paid: 120,
  enrolled_at: new Date('2026-01-10T10:00:00Z'),
  access_until: new Date('2027-01-10T10:00:00Z'),
  last_accessed: new Date('2026-01-10T10:00:00Z'),
  completed_lessons: ['lesson-1'],
  progress: 50,
  completed_at: null,
  status_changed_at: new Date('2026-01-10T10:00:00Z'),
  renewals: 0,
  review_id: null,
};

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
      data: enrollment,
      // A client claiming progress, lessons or a longer access period.
      update: { progress: 100, completed_lessons: ['lesson-1', 'lesson-2'], access_until: new Date('2099-01-01T00:00:00Z') },
      others: {
        [`enrollments/course-1_${UID.stranger}`]: { ...enrollment, id: `course-1_${UID.stranger}`, uid: UID.stranger },
      },
    },
    LEARNER_ONLY,
  );
});
