// Demo assessments and Huda for `npm start` (issue 14; docs/assessments.md): student@ took the
// VARK test (visual) and the personality test (INFP, paid with 5 sparks), two classmates in
// teacher@'s classes have other styles and types (mona has taken neither), so the members
// screen shows a mix; student@ has a Huda conversation with a finished answer, and two
// mistakes from a practice challenge in Physics 101 for the personal instructor. Physics 101
// also gets a diagram (an image material), so the feed's "Recommended for your learning style"
// has something for a visual learner, and the practice challenge for a kinesthetic one.
//
// Results go through the assessment services (submitVark, submitPersonality), the challenge
// through the challenge services, the mistakes through the instructor's own writer.
// Idempotent: fixed submission, operation and document ids; the conversation is created only
// when missing.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { challengeMistakes } from '../domain/huda/mistakes';
import { toMillis } from '../domain/time';
import { db, storage } from '../lib/admin';
import { challengesCol, createChallenge, submissionRef, submitAnswers } from '../services/challenges';
import { recordMistakes } from '../services/huda/record-mistakes';
import { completeMaterial, createMaterial } from '../services/materials';
import { createQuiz, readQuestions } from '../services/quizzes';
import { submitPersonality } from '../services/assessments/submit-personality';
import { submitVark } from '../services/assessments/submit-vark';
import { creditSparks } from '../services/sparks';
import { PERSONALITY_ITEMS, VARK_MODALITIES, VARK_QUESTION_IDS, type VarkModality } from '../shared/assessment-catalogue';
import { SPARK_COSTS } from '../shared/constants';
import type { PersonalityAnswer } from '../shared/personality-scoring';
import { personalitySubmissionSchema, varkSubmissionSchema } from '../shared/schemas/assessments';
import { createChallengeRequestSchema, createQuizRequestSchema, type QuestionDto } from '../shared/schemas/quiz';
import { DEMO_TEMPLATE_QUIZ, demoPhysicsClassId } from './demo-quizzes';
import { previewPng } from './demo-png';
import { uidOf } from './demo-courses';

const MINUTE_MS = 60 * 1000;

/** Who took what: how often each modality was ticked over the 12 questions, and the type aimed at. */
export const DEMO_LEARNERS = [
  { email: 'student@sparks.test', vark: { visual: 12, auditory: 3, reading: 6, kinesthetic: 2 }, type: 'INFP' },
  { email: 'sara@sparks.test', vark: { visual: 4, auditory: 2, reading: 12, kinesthetic: 3 }, type: 'ISTJ' },
  { email: 'yousef@sparks.test', vark: { visual: 3, auditory: 5, reading: 2, kinesthetic: 12 }, type: 'ESTP' },
] as const;

export const DEMO_PRACTICE_CHALLENGE_TITLE = "Newton's laws: practice";
export const DEMO_DIAGRAM_NAME = 'Forces diagram';

/** The Huda conversation of student@ (ids fixed so a rerun finds it). */
export const DEMO_HUDA = {
  conversationId: 'demo-huda-newton',
  messageId: 'demo-huda-newton-q1',
  title: "Newton's second law",
  question: "What does Newton's second law say, with an example?",
  answer: [
    "Newton's second law says that the **net force** on an object equals its **mass** times its **acceleration**:",
    '',
    '$$F = m \\cdot a$$',
    '',
    'Example: pushing a 2 kg cart with a net force of 10 N gives it an acceleration of',
    '$a = F / m = 10 / 2 = 5\\ \\text{m/s}^2$.',
    '',
    'The heavier the cart, the smaller the acceleration for the same push.',
  ].join('\n'),
} as const;

/** Answers whose VARK scores are exactly `counts` (question i ticks a modality while i < its count). */
export function varkAnswersFor(counts: Record<VarkModality, number>): Record<string, VarkModality[]> {
  return Object.fromEntries(VARK_QUESTION_IDS.map((id, index) => [id, VARK_MODALITIES.filter((m) => index < counts[m])]));
}

/** Answers that give `type` with every item (8 of 8 for each of its letters). */
export function personalityAnswersFor(type: string): Record<string, PersonalityAnswer> {
  return Object.fromEntries(PERSONALITY_ITEMS.map((item) => [item.id, type.includes(item.a_pole) ? 'a' : 'b']));
}

/** Writes `data` at `ref` unless something is there already; answers the stored data. */
async function createOnce(ref: DocumentReference, data: FirebaseFirestore.DocumentData): Promise<FirebaseFirestore.DocumentData> {
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) return existing.data()!;
    tx.create(ref, data);
    return data;
  });
}

/** Through the VARK service (a rerun with the same submission id answers the stored result). */
async function seedVark(uid: string, counts: Record<VarkModality, number>): Promise<void> {
  await submitVark(uid, varkSubmissionSchema.parse({ submission_id: 'demo-vark-1', answers: varkAnswersFor(counts) }));
}

/** Through the personality service, which charges its 5 sparks once per submission id (the demo pays for them). */
async function seedPersonality(uid: string, type: string): Promise<void> {
  await creditSparks({ uid, amount: SPARK_COSTS.mbtiAssessment, reason: 'demo_assessments', operationId: `demo-personality-${uid}` });
  await submitPersonality(uid, personalitySubmissionSchema.parse({ submission_id: 'demo-personality-1', answers: personalityAnswersFor(type) }));
}

async function seedHudaConversation(uid: string, at: Timestamp): Promise<void> {
  const { conversationId, messageId } = DEMO_HUDA;
  const conversation = db.doc(`hudaConversations/${conversationId}`);
  const answeredAt = Timestamp.fromMillis(at.toMillis() + 4000);
  const message = (id: string, role: 'user' | 'assistant', content: string, paidWith: 'free' | null, time: Timestamp) => ({
    id, uid, conversation_id: conversationId, role, content, status: 'done', error_code: null, citations: [], offline: false,
    paid_with: paidWith, stop_requested: false, created_at: time, updated_at: time,
  });
  await createOnce(conversation.collection('messages').doc(messageId), message(messageId, 'user', DEMO_HUDA.question, null, at));
  await createOnce(
    conversation.collection('messages').doc(`${messageId}-a`),
    message(`${messageId}-a`, 'assistant', DEMO_HUDA.answer, 'free', answeredAt),
  );
  await createOnce(conversation, {
    id: conversationId, uid, title: DEMO_HUDA.title, language: 'en', document_id: null, message_count: 2, answering: null,
    last_message_preview: DEMO_HUDA.answer.slice(0, 120), created_at: at, updated_at: answeredAt,
  });
}

/** A wrong answer to an auto-graded question (or null when it cannot be got wrong simply). */
function wrongAnswer(question: QuestionDto): string | null {
  const key = Array.isArray(question.correct_answer) ? question.correct_answer[0] : question.correct_answer;
  if (question.type === 'true_false') return key === 'true' ? 'false' : 'true';
  if (question.type === 'multiple_choice') return question.options.find((option) => option !== key) ?? null;
  return null;
}

function rightAnswer(question: QuestionDto): string {
  const key = Array.isArray(question.correct_answer) ? question.correct_answer[0] : question.correct_answer;
  return key ?? '';
}

/**
 * A practice-allowed challenge on the Newton quiz (no due date) in Physics 101 that student@
 * submitted with the first two auto-graded questions wrong; her mistakes are those two.
 */
async function seedPracticeChallenge(teacherUid: string, studentUid: string, classId: string): Promise<void> {
  // The same requestId finds the demo's template quiz (nothing made or charged again).
  const quizId = (await createQuiz(teacherUid, 'teacher', createQuizRequestSchema.parse(DEMO_TEMPLATE_QUIZ))).quiz.id;
  const assigned = await challengesCol(classId).where('quiz_id', '==', quizId).limit(1).get();
  const challengeId = assigned.empty
    ? (await createChallenge(classId, teacherUid, createChallengeRequestSchema.parse({ quizId, title: DEMO_PRACTICE_CHALLENGE_TITLE, practiceAllowed: true }))).id
    : assigned.docs[0]!.id;

  const questions = await readQuestions(quizId);
  const wrong = questions.filter((question) => wrongAnswer(question) !== null).slice(0, 2);
  if (!(await submissionRef(classId, challengeId, studentUid).get()).exists) {
    const answers = Object.fromEntries(
      questions.map((question) => [question.id, wrong.includes(question) ? wrongAnswer(question)! : rightAnswer(question)]),
    );
    await submitAnswers(classId, challengeId, studentUid, answers);
  }
  // The instructor's own mapping and writer, as its submission trigger runs them (same ids and
  // fields, so whichever runs last writes the same documents).
  const submission = await submissionRef(classId, challengeId, studentUid).get();
  const at = toMillis(submission.get('submitted_at')) ?? Date.now();
  const { write } = challengeMistakes({ classId, challengeId, uid: studentUid }, undefined, submission.data(), questions);
  await recordMistakes(write, [], at);
}

/** A diagram (PNG) among Physics 101's materials, for visual learners. */
async function seedDiagram(teacherUid: string, classId: string): Promise<void> {
  const existing = await db.collection(`classes/${classId}/materials`).where('name', '==', DEMO_DIAGRAM_NAME).limit(1).get();
  if (!existing.empty) return;
  const png = previewPng([37, 99, 235]);
  const { material } = await createMaterial(classId, teacherUid, {
    name: DEMO_DIAGRAM_NAME, description: 'Free-body diagram of a cart pushed along a table.', language: 'en',
    visibility: 'private', allow_download: true,
    file: { name: 'forces-diagram.png', contentType: 'image/png', size: png.length },
  });
  const path = (await db.doc(`classes/${classId}/materials/${material.id}`).get()).get('file.path') as string;
  await storage.bucket().file(path).save(png, { contentType: 'image/png' });
  await completeMaterial(classId, material.id, teacherUid);
}

/** Seeds the demo assessments and Huda; the demo accounts, classes and quizzes must exist already. */
export async function seedDemoAssessments(now = Date.now()): Promise<void> {
  const teacherUid = await uidOf('teacher@sparks.test');
  const learners = await Promise.all(DEMO_LEARNERS.map(async (learner) => ({ ...learner, uid: await uidOf(learner.email) })));
  for (const learner of learners) {
    await seedVark(learner.uid, learner.vark);
    await seedPersonality(learner.uid, learner.type);
  }
  const student = learners[0]!;
  await seedHudaConversation(student.uid, Timestamp.fromMillis(now - 3 * 60 * MINUTE_MS));
  const physics = await demoPhysicsClassId(teacherUid);
  if (!physics) throw new Error("Demo assessments: teacher@'s Physics 101 is missing (seed the demo classes first).");
  await seedPracticeChallenge(teacherUid, student.uid, physics);
  await seedDiagram(teacherUid, physics);
}
