// Assessments and Huda (docs/assessments.md): users/{uid}/assessments, users/{uid}/mistakes,
// hudaConversations (and their messages), hudaDocuments (and their pages), hudaUsage,
// hudaPractice. Functions write every one of them; the owner reads their own results, mistakes,
// conversations, messages and PDFs; nobody else does (not teachers, who get styles and types
// from the API, nor administrators); page texts, usage and practice sets are server only.
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

const vark = (uid: string): DocumentData => ({
  id: 'vark_sub-00000001',
  uid,
  kind: 'vark',
  submission_id: 'sub-00000001',
  answers: { v01: ['visual'], v02: ['visual', 'reading'] },
  scores: { visual: 9, auditory: 3, reading: 5, kinesthetic: 2 },
  modalities: ['visual'],
  style: 'visual',
  created_at: at,
});

const personality = (uid: string): DocumentData => ({
  id: 'personality_sub-00000002',
  uid,
  kind: 'personality',
  submission_id: 'sub-00000002',
  answers: { p01: 'a', p02: 'b' },
  counts: { E: 2, I: 6, S: 3, N: 5, T: 2, F: 6, J: 3, P: 5 },
  strengths: { EI: { pole: 'I', percent: 75 }, SN: { pole: 'N', percent: 63 }, TF: { pole: 'F', percent: 75 }, JP: { pole: 'P', percent: 63 } },
  type: 'INFP',
  charged: 5,
  created_at: at,
});

const mistake = (uid: string): DocumentData => ({
  id: 'challenge:ch-1:q1',
  uid,
  source: 'challenge',
  class_id: 'class-1',
  quiz_id: 'quiz-1',
  source_id: 'ch-1',
  question_id: 'q1',
  question: { type: 'multiple_choice', text: '2 + 2?', options: ['3', '4'] },
  your_answer: '3',
  correct_answer: '4',
  created_at: at,
});

const conversation = (uid: string, id: string): DocumentData => ({
  id,
  uid,
  title: 'Fractions',
  language: 'en',
  document_id: null,
  message_count: 2,
  answering: null,
  last_message_preview: 'A fraction is',
  created_at: at,
  updated_at: at,
});

const message = (uid: string, conversationId: string, id: string): DocumentData => ({
  id,
  uid,
  conversation_id: conversationId,
  role: 'assistant',
  content: 'A fraction is **part** of a whole.',
  status: 'done',
  error_code: null,
  citations: [],
  offline: false,
  paid_with: 'free',
  stop_requested: false,
  created_at: at,
  updated_at: at,
});

const pdf = (uid: string, id: string): DocumentData => ({
  id,
  uid,
  name: 'notes.pdf',
  size: 1234,
  pages: 3,
  text_pages: 3,
  status: 'ready',
  error_code: null,
  created_at: at,
  ready_at: at,
});

const OWNER_CONVERSATION = 'conv-owner-1';
const OTHER_CONVERSATION = 'conv-other-1';

/** Someone else's copies of each document, so a list never passes on an empty result alone. */
const WORLD: Record<string, DocumentData> = {
  [`users/${UID.stranger}/assessments/vark_sub-00000001`]: vark(UID.stranger),
  [`users/${UID.stranger}/mistakes/challenge:ch-1:q1`]: mistake(UID.stranger),
  [`hudaConversations/${OTHER_CONVERSATION}`]: conversation(UID.stranger, OTHER_CONVERSATION),
  [`hudaConversations/${OTHER_CONVERSATION}/messages/m-other-1-a`]: message(UID.stranger, OTHER_CONVERSATION, 'm-other-1-a'),
  'hudaDocuments/doc-other-1': pdf(UID.stranger, 'doc-other-1'),
};

// The owner's documents: only the owner reads them; nobody writes, administrators included.
const OWNER_ONLY: Matrix = {
  //                  get  list create update delete
  'signed out':       [no, no, no, no, no],
  owner:              [yes, yes, no, no, no],
  stranger:           [no, no, no, no, no],
  teacher:            [no, no, no, no, no],
  centers:            [no, no, no, no, no],
  administrator:      [no, no, no, no, no],
  'no role':          [no, no, no, no, no],
  'unverified admin': [no, no, no, no, no],
};

describe.each([
  ['a VARK result', 'vark_sub-00000001', vark(UID.owner), { style: 'kinesthetic' }],
  ['a personality result', 'personality_sub-00000002', personality(UID.owner), { type: 'ESTJ' }],
] as const)('users/{uid}/assessments/{resultId}: %s', (_name, id, data, update) => {
  describeMatrix(
    env,
    { doc: `users/${UID.owner}/assessments/${id}`, collection: `users/${UID.owner}/assessments`, data, update, others: WORLD },
    OWNER_ONLY,
  );
});

describe('users/{uid}/assessments: each actor lists their own', () => {
  describeVerdicts(
    env,
    ACTORS,
    { ...WORLD, [`users/${UID.owner}/assessments/vark_sub-00000001`]: vark(UID.owner) },
    (db, actor) => getDocs(collection(db, 'users', uidOf(actor), 'assessments')),
    only('owner', 'stranger', 'teacher', 'centers', 'administrator', 'no role', 'unverified admin'),
  );
});

describe('users/{uid}/mistakes/{mistakeId}', () => {
  describeMatrix(
    env,
    {
      doc: `users/${UID.owner}/mistakes/challenge:ch-1:q1`,
      collection: `users/${UID.owner}/mistakes`,
      data: mistake(UID.owner),
      update: { correct_answer: '3' },
      others: WORLD,
    },
    OWNER_ONLY,
  );
});

describe('hudaConversations/{conversationId}', () => {
  // The web's query: my conversations (where uid == my uid).
  describeMatrix(
    env,
    {
      doc: `hudaConversations/${OWNER_CONVERSATION}`,
      collection: 'hudaConversations',
      list: (db) => query(collection(db, 'hudaConversations'), where('uid', '==', UID.owner)),
      data: conversation(UID.owner, OWNER_CONVERSATION),
      update: { title: 'Renamed', answering: null },
      others: WORLD,
    },
    OWNER_ONLY,
  );
});

describe('hudaConversations: list of my own (where uid == own uid)', () => {
  describeVerdicts(
    env,
    ACTORS,
    WORLD,
    (db, actor) => getDocs(query(collection(db, 'hudaConversations'), where('uid', '==', uidOf(actor)))),
    only('owner', 'stranger', 'teacher', 'centers', 'administrator', 'no role', 'unverified admin'),
  );
});

describe('hudaConversations: list without a uid filter', () => {
  describeVerdicts(env, ACTORS, WORLD, (db) => getDocs(collection(db, 'hudaConversations')), only(), 'owner');
});

describe('hudaConversations/{conversationId}/messages/{messageId}', () => {
  // The live listener on a conversation's messages pins where('uid', '==', own uid): rules are
  // not filters, and each message carries the owner's uid.
  describeMatrix(
    env,
    {
      doc: `hudaConversations/${OWNER_CONVERSATION}/messages/m-0001-a`,
      collection: `hudaConversations/${OWNER_CONVERSATION}/messages`,
      list: (db) => query(collection(db, 'hudaConversations', OWNER_CONVERSATION, 'messages'), where('uid', '==', UID.owner)),
      data: message(UID.owner, OWNER_CONVERSATION, 'm-0001-a'),
      update: { content: 'Rewritten', status: 'done' },
      others: { ...WORLD, [`hudaConversations/${OWNER_CONVERSATION}`]: conversation(UID.owner, OWNER_CONVERSATION) },
    },
    OWNER_ONLY,
  );
});

describe("hudaConversations/{id}/messages: another user's conversation, queried with one's own uid", () => {
  // Even pinning one's own uid finds nothing to read in someone else's conversation; pinning the
  // stranger's uid is denied to everyone but the stranger.
  describeVerdicts(
    env,
    ACTORS,
    WORLD,
    (db) => getDocs(query(collection(db, 'hudaConversations', OTHER_CONVERSATION, 'messages'), where('uid', '==', UID.stranger))),
    only('stranger'),
  );
});

describe('hudaConversations/{id}/messages: list without a uid filter', () => {
  describeVerdicts(
    env,
    ACTORS,
    { ...WORLD, [`hudaConversations/${OWNER_CONVERSATION}/messages/m-0001-a`]: message(UID.owner, OWNER_CONVERSATION, 'm-0001-a') },
    (db) => getDocs(collection(db, 'hudaConversations', OWNER_CONVERSATION, 'messages')),
    only(),
    'owner',
  );
});

describe('hudaDocuments/{documentId}', () => {
  describeMatrix(
    env,
    {
      doc: 'hudaDocuments/doc-owner-1',
      collection: 'hudaDocuments',
      list: (db) => query(collection(db, 'hudaDocuments'), where('uid', '==', UID.owner)),
      data: pdf(UID.owner, 'doc-owner-1'),
      update: { status: 'ready', pages: 999 },
      others: WORLD,
    },
    OWNER_ONLY,
  );
});

describe('hudaDocuments: list without a uid filter', () => {
  describeVerdicts(env, ACTORS, WORLD, (db) => getDocs(collection(db, 'hudaDocuments')), only(), 'owner');
});

// Server-only: the PDFs' page texts (even the owner reads them through Huda's answers), the
// daily allowance and the practice sets (whose answers stay hidden).
describeServerOnly(env, [
  {
    name: 'hudaDocuments/{documentId}/pages/{n} (even the owner)',
    target: {
      doc: 'hudaDocuments/doc-owner-1/pages/1',
      collection: 'hudaDocuments/doc-owner-1/pages',
      data: { page: 1, text: 'Chapter one' },
      update: { text: 'Changed' },
      others: { 'hudaDocuments/doc-owner-1': pdf(UID.owner, 'doc-owner-1') },
    },
  },
  {
    name: 'hudaUsage/{uid}_{day} (even the owner)',
    target: {
      doc: `hudaUsage/${UID.owner}_2025-01-01`,
      collection: 'hudaUsage',
      data: { uid: UID.owner, day: '2025-01-01', count: 3, tickets: { 'm-0001': 'free' } },
      update: { count: 0 },
    },
  },
  {
    name: 'hudaPractice/{setId} (even the owner)',
    target: {
      doc: 'hudaPractice/set-owner-1',
      collection: 'hudaPractice',
      data: { id: 'set-owner-1', uid: UID.owner, questions: [{ id: 'q1', correct_answer: '4' }], created_at: at },
      update: { uid: UID.stranger },
    },
  },
]);
