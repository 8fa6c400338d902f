// Quizzes, questions (answer keys), templates, class challenges and submissions
// (docs/quizzes.md). Functions write everything; clients only read:
// - quizzes/{quizId}: the owner only (get; list where owner_uid == own uid);
// - quizzes/{quizId}/questions: the owner only. Students, players and other teachers never
//   read answer keys or grading guidelines;
// - quizTemplates: nobody (keys included; teachers preview them without keys through the API);
// - classes/{classId}/challenges: the class's teachers and active members;
// - .../submissions/{uid}: the student their own (get), the class's teachers all (get, list).
import { collection, doc, getDoc, getDocs, query, where, type DocumentData } from 'firebase/firestore';
import { describe } from 'vitest';
import { at, CLASS, CLASS_ACTORS, classWorld, CUID, only, uidOf, type ClassActor } from './class-fixtures';
import { describeRosterMatrix, describeVerdicts, no, useRulesEnvironment, yes, type RosterMatrix } from './helpers';

const env = useRulesEnvironment();

const QUIZ = 'quiz-1';
const quizData = (ownerUid: string): DocumentData => ({
  owner_uid: ownerUid,
  title: 'Water cycle',
  description: '',
  method: 'manual',
  difficulty: 'easy',
  language: 'en',
  status: 'published',
  question_count: 1,
  total_points: 10,
  source: {},
  generator: null,
  challenge_count: 1,
  created_at: at(3),
  updated_at: at(3),
  published_at: at(3),
});
const questionData: DocumentData = {
  order: 0,
  type: 'multiple_choice',
  text: 'What turns water into vapour?',
  options: ['Condensation', 'Evaporation'],
  correct_answer: 'Evaporation',
  grading_guidelines: 'Evaporation',
  time_limit_s: 20,
  points: 10,
};
const challengeData: DocumentData = {
  quiz_id: QUIZ,
  title: 'Water cycle',
  description: '',
  question_count: 1,
  total_points: 10,
  due_at: at(20),
  practice_allowed: false,
  assigned_by: CUID.owner,
  created_at: at(4),
};
const submissionData = (uid: string): DocumentData => ({
  uid,
  class_id: CLASS,
  challenge_id: 'ch-1',
  quiz_id: QUIZ,
  answers: { q1: 'Evaporation' },
  per_question: [{ question_id: 'q1', awarded: 10, max: 10, correct: true, needs_grading: false }],
  score: 10,
  max_score: 10,
  percent: 100,
  status: 'graded',
  late: false,
  submitted_at: at(5),
  graded_at: at(5),
  graded_by: null,
});

const challenges = `classes/${CLASS}/challenges`;
const submissions = `${challenges}/ch-1/submissions`;
const ACTOR_NAMES = Object.keys(CLASS_ACTORS) as ClassActor[];

const world: Record<string, DocumentData> = {
  ...classWorld(),
  [`quizzes/${QUIZ}`]: quizData(CUID.owner),
  [`quizzes/${QUIZ}/questions/q1`]: questionData,
  // The other teacher's own quiz: owning a quiz gives no reach into anyone else's.
  ['quizzes/quiz-other']: quizData(CUID.otherTeacher),
  ['quizzes/quiz-other/questions/q1']: questionData,
  ['quizTemplates/t-1']: { title: 'Template', description: '', subject: 'science', language: 'en', difficulty: 'easy', questions: [questionData] },
  [`${challenges}/ch-1`]: challengeData,
  // Every actor (and the classmate) has a submission, so "own" is always addressable.
  ...Object.fromEntries([...ACTOR_NAMES.map(uidOf), CUID.classmate].map((uid) => [`${submissions}/${uid}`, submissionData(uid)])),
};

//                        get  list create update delete
const OWNER_ONLY: RosterMatrix<ClassActor> = {
  'class owner':       [yes, yes, no, no, no],
  'co-teacher':        [no, no, no, no, no],
  'other teacher':     [no, no, no, no, no],
  'active member':     [no, no, no, no, no],
  'pending member':    [no, no, no, no, no],
  'inactive member':   [no, no, no, no, no],
  'non-member':        [no, no, no, no, no],
  administrator:       [no, no, no, no, no],
  'signed out':        [no, no, no, no, no],
};

describe('quizzes/{quizId}', () => {
  describeRosterMatrix(
    env,
    CLASS_ACTORS,
    {
      doc: `quizzes/${QUIZ}`,
      collection: 'quizzes',
      list: (db) => query(collection(db, 'quizzes'), where('owner_uid', '==', CUID.owner)),
      data: quizData(CUID.owner),
      update: { status: 'draft' },
      others: world,
    },
    OWNER_ONLY,
  );

  describe("list where owner_uid == own uid (the web's query): everyone sees only their own", () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      world,
      (db, actor) => getDocs(query(collection(db, 'quizzes'), where('owner_uid', '==', uidOf(actor)))),
      only('class owner', 'co-teacher', 'other teacher', 'active member', 'pending member', 'inactive member', 'non-member', 'administrator'),
    );
  });

  describe('list without a filter: nobody', () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db) => getDocs(collection(db, 'quizzes')), only(), 'class owner');
  });
});

describe('quizzes/{quizId}/questions/{questionId}: answer keys', () => {
  describeRosterMatrix(
    env,
    CLASS_ACTORS,
    {
      doc: `quizzes/${QUIZ}/questions/q1`,
      collection: `quizzes/${QUIZ}/questions`,
      data: questionData,
      update: { correct_answer: 'Condensation' },
      others: world,
    },
    OWNER_ONLY,
  );

  describe("another teacher's quiz questions: not even a class teacher of the same class", () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db) => getDoc(doc(db, 'quizzes/quiz-other/questions/q1')), only('other teacher'));
  });

  describe('questions of a quiz that does not exist: nobody', () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db) => getDocs(collection(db, 'quizzes/quiz-missing/questions')), only());
  });
});

describe('quizTemplates/{id}', () => {
  describeRosterMatrix(
    env,
    CLASS_ACTORS,
    {
      doc: 'quizTemplates/t-1',
      collection: 'quizTemplates',
      data: world['quizTemplates/t-1']!,
      update: { title: 'Changed' },
      others: world,
    },
    {
      //                   get  list create update delete
      'class owner':       [no, no, no, no, no],
      'co-teacher':        [no, no, no, no, no],
      'other teacher':     [no, no, no, no, no],
      'active member':     [no, no, no, no, no],
      'pending member':    [no, no, no, no, no],
      'inactive member':   [no, no, no, no, no],
      'non-member':        [no, no, no, no, no],
      administrator:       [no, no, no, no, no],
      'signed out':        [no, no, no, no, no],
    },
  );
});

describe('classes/{classId}/challenges/{challengeId}', () => {
  describeRosterMatrix(
    env,
    CLASS_ACTORS,
    {
      doc: `${challenges}/ch-1`,
      collection: challenges,
      data: challengeData,
      update: { due_at: at(30), practice_allowed: true },
      others: world,
    },
    {
      //                   get  list create update delete
      'class owner':       [yes, yes, no, no, no],
      'co-teacher':        [yes, yes, no, no, no],
      'other teacher':     [no, no, no, no, no],
      'active member':     [yes, yes, no, no, no],
      'pending member':    [no, no, no, no, no],
      'inactive member':   [no, no, no, no, no],
      'non-member':        [no, no, no, no, no],
      administrator:       [no, no, no, no, no],
      'signed out':        [no, no, no, no, no],
    },
  );
});

describe('classes/{classId}/challenges/{challengeId}/submissions/{uid}', () => {
  describe("the active member's submission", () => {
    describeRosterMatrix(
      env,
      CLASS_ACTORS,
      {
        doc: `${submissions}/${CUID.active}`,
        collection: submissions,
        data: submissionData(CUID.active),
        update: { score: 1000, percent: 100 },
        others: world,
      },
      {
        //                   get  list create update delete
        'class owner':       [yes, yes, no, no, no],
        'co-teacher':        [yes, yes, no, no, no],
        'other teacher':     [no, no, no, no, no],
        'active member':     [yes, no, no, no, no],
        'pending member':    [no, no, no, no, no],
        'inactive member':   [no, no, no, no, no],
        'non-member':        [no, no, no, no, no],
        administrator:       [no, no, no, no, no],
        'signed out':        [no, no, no, no, no],
      },
    );
  });

  describe('get your own submission', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      world,
      (db, actor) => getDoc(doc(db, `${submissions}/${uidOf(actor)}`)),
      only('class owner', 'co-teacher', 'active member', 'pending member', 'inactive member', 'non-member', 'administrator', 'other teacher'),
    );
  });

  describe("get a classmate's submission: teachers only", () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db) => getDoc(doc(db, `${submissions}/${CUID.classmate}`)), only('class owner', 'co-teacher'));
  });

  describe('list filtered to your own uid: still teachers only', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      world,
      (db, actor) => getDocs(query(collection(db, submissions), where('uid', '==', uidOf(actor)))),
      only('class owner', 'co-teacher'),
      'active member',
    );
  });
});
