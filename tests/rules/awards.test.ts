// Awards (docs/awards.md): awards, awardStats (and its events), badges, rewardPoints,
// certificateCodes. Functions write every one of them; clients read only their own awards,
// stats and grants (the teacher who gave a grant reads it too), administrators read all, and
// nobody writes from a client. Teachers see their students' awards through the API only.
import { collection, getDocs, query, where, type DocumentData } from 'firebase/firestore';
import { describe } from 'vitest';
import {
  ACTORS,
  UID,
  describeMatrix,
  describeServerOnly,
  describeVerdicts,
  no,
  only,
  uidOf,
  useRulesEnvironment,
  yes,
  type Matrix,
} from './helpers';

const env = useRulesEnvironment();

const at = new Date('2025-01-01T00:00:00Z');

const certificate = (uid: string): DocumentData => ({
  id: `c_course-1_${uid}`,
  uid,
  type: 'certificate',
  points: 0,
  course_id: 'course-1',
  title: 'Algebra basics',
  issuer: { kind: 'instructor', uid: UID.teacher, name: 'Teacher' },
  learner_name: 'Owner Learner',
  language: 'ar',
  skills: ['Equations'],
  image: null,
  credential_id: 'SPK-7G2K-Q9XD-M4TB-8HNW',
  status: 'valid',
  revoked_at: null,
  revoke_reason: null,
  issued_at: at,
  created_at: at,
});

const badgeAward = (uid: string): DocumentData => ({
  id: `b_${uid}_first-class`,
  uid,
  type: 'badge',
  badge_id: 'first-class',
  title: { ar: 'أول فصل', en: 'First class' },
  description: { ar: 'انضممت إلى فصلك الأول.', en: 'You joined your first class.' },
  category: 'classes',
  points: 10,
  icon: 'handshake',
  event: 'class:class-1',
  status: 'active',
  revoked_at: null,
  earned_at: at,
  created_at: at,
});

const stats = (uid: string): DocumentData => ({
  uid,
  certificates: 1,
  badges: 1,
  badge_points: 10,
  reward_points: 5,
  total_points: 15,
  categories: { classes: 1 },
  metrics: { classes_joined: 1, total_points: 15 },
  last_active_day: '2025-01-01',
  updated_at: at,
});

const grant = (uid: string, teacherUid: string, operation: string): DocumentData => ({
  id: `${operation}_${uid}`,
  operation_id: operation,
  uid,
  class_id: 'class-1',
  class_name: 'Class',
  teacher_uid: teacherUid,
  teacher_name: 'Teacher',
  points: 5,
  reason: 'Great answer',
  source: 'members',
  source_id: null,
  created_at: at,
});

/** Someone else's copies of each document, so a list never passes on an empty result alone. */
const WORLD: Record<string, DocumentData> = {
  [`awards/c_course-1_${UID.stranger}`]: certificate(UID.stranger),
  [`awards/b_${UID.stranger}_first-class`]: badgeAward(UID.stranger),
  [`awardStats/${UID.stranger}`]: stats(UID.stranger),
  [`rewardPoints/op-other-0001_${UID.stranger}`]: grant(UID.stranger, UID.centers, 'op-other-0001'),
};

// The owner's documents: the owner and (verified) administrators read them; nobody writes.
const OWNER_READS: Matrix = {
  //                  get  list create update delete
  'signed out':       [no, no, no, no, no],
  owner:              [yes, yes, no, no, no],
  stranger:           [no, no, no, no, no],
  teacher:            [no, no, no, no, no],
  centers:            [no, no, no, no, no],
  administrator:      [yes, yes, no, no, no],
  'no role':          [no, no, no, no, no],
  'unverified admin': [no, no, no, no, no],
};

describe.each([
  ['a certificate', `awards/c_course-1_${UID.owner}`, certificate(UID.owner), { status: 'valid', revoked_at: null }],
  ['a badge award', `awards/b_${UID.owner}_first-class`, badgeAward(UID.owner), { points: 1000 }],
] as const)('awards/{awardId}: %s', (_name, path, data, update) => {
  // The web's query: my awards (where uid == my uid).
  describeMatrix(
    env,
    { doc: path, collection: 'awards', list: (db) => query(collection(db, 'awards'), where('uid', '==', UID.owner)), data, update, others: WORLD },
    OWNER_READS,
  );
});

describe('awards: list of my own (where uid == own uid)', () => {
  describeVerdicts(
    env,
    ACTORS,
    WORLD,
    (db, actor) => getDocs(query(collection(db, 'awards'), where('uid', '==', uidOf(actor)))),
    only('owner', 'stranger', 'teacher', 'centers', 'administrator', 'no role', 'unverified admin'),
  );
});

describe('awards: list without a uid filter', () => {
  describeVerdicts(env, ACTORS, WORLD, (db) => getDocs(collection(db, 'awards')), only('administrator'), 'owner');
});

describe('awardStats/{uid}', () => {
  // Clients get their own document; listing the collection is for administrators.
  describeMatrix(
    env,
    { doc: `awardStats/${UID.owner}`, collection: 'awardStats', data: stats(UID.owner), update: { total_points: 100000 }, others: WORLD },
    {
      //                  get  list create update delete
      'signed out':       [no, no, no, no, no],
      owner:              [yes, no, no, no, no],
      stranger:           [no, no, no, no, no],
      teacher:            [no, no, no, no, no],
      centers:            [no, no, no, no, no],
      administrator:      [yes, yes, no, no, no],
      'no role':          [no, no, no, no, no],
      'unverified admin': [no, no, no, no, no],
    },
  );
});

describe('rewardPoints/{operationId}_{studentUid}', () => {
  // The grant: the student is `owner`, the giving teacher is `teacher`.
  describe('a grant, listed by its student (where uid == student)', () => {
    describeMatrix(
      env,
      {
        doc: `rewardPoints/op-00000001_${UID.owner}`,
        collection: 'rewardPoints',
        list: (db) => query(collection(db, 'rewardPoints'), where('uid', '==', UID.owner)),
        data: grant(UID.owner, UID.teacher, 'op-00000001'),
        update: { points: 100 },
        others: WORLD,
      },
      {
        //                  get  list create update delete
        'signed out':       [no, no, no, no, no],
        owner:              [yes, yes, no, no, no],
        stranger:           [no, no, no, no, no],
        teacher:            [yes, no, no, no, no],
        centers:            [no, no, no, no, no],
        administrator:      [yes, yes, no, no, no],
        'no role':          [no, no, no, no, no],
        'unverified admin': [no, no, no, no, no],
      },
    );
  });

  describe('a grant, listed by its teacher (where teacher_uid == teacher)', () => {
    describeMatrix(
      env,
      {
        doc: `rewardPoints/op-00000002_${UID.owner}`,
        collection: 'rewardPoints',
        list: (db) => query(collection(db, 'rewardPoints'), where('teacher_uid', '==', UID.teacher)),
        data: grant(UID.owner, UID.teacher, 'op-00000002'),
        update: { teacher_uid: UID.stranger },
        others: WORLD,
      },
      {
        //                  get  list create update delete
        'signed out':       [no, no, no, no, no],
        owner:              [yes, no, no, no, no],
        stranger:           [no, no, no, no, no],
        teacher:            [yes, yes, no, no, no],
        centers:            [no, no, no, no, no],
        administrator:      [yes, yes, no, no, no],
        'no role':          [no, no, no, no, no],
        'unverified admin': [no, no, no, no, no],
      },
    );
  });

  describe('list of grants I gave (where teacher_uid == own uid)', () => {
    describeVerdicts(
      env,
      ACTORS,
      WORLD,
      (db, actor) => getDocs(query(collection(db, 'rewardPoints'), where('teacher_uid', '==', uidOf(actor)))),
      only('owner', 'stranger', 'teacher', 'centers', 'administrator', 'no role', 'unverified admin'),
    );
  });

  describe('list without a uid or teacher_uid filter', () => {
    describeVerdicts(
      env,
      ACTORS,
      WORLD,
      (db) => getDocs(query(collection(db, 'rewardPoints'), where('class_id', '==', 'class-1'))),
      only('administrator'),
      'teacher',
    );
  });
});

// Server-only: the counted events, the definitions (read through GET /awards/badges) and the
// credential codes (verification is one get on the server; codes are never listable).
describeServerOnly(env, [
  {
    name: 'awardStats/{uid}/events/{eventKey} (even the owner)',
    target: {
      doc: `awardStats/${UID.owner}/events/class:class-1`,
      collection: `awardStats/${UID.owner}/events`,
      data: { kind: 'class_joined', at },
      update: { kind: 'quiz_completed' },
      others: { [`awardStats/${UID.owner}`]: stats(UID.owner) },
    },
  },
  {
    name: 'badges/{badgeId}',
    target: {
      doc: 'badges/first-class',
      collection: 'badges',
      data: { id: 'first-class', points: 10, threshold: 1, metric: 'classes_joined', active: true, built_in: true, deleted_at: null, created_at: at },
      update: { points: 1000 },
    },
  },
  {
    name: 'certificateCodes/{credentialId}',
    target: {
      doc: 'certificateCodes/SPK-7G2K-Q9XD-M4TB-8HNW',
      collection: 'certificateCodes',
      data: { award_id: `c_course-1_${UID.owner}`, created_at: at },
      update: { award_id: `c_course-1_${UID.stranger}` },
    },
  },
]);
