// Quizzes made directly with the admin SDK, in the shape the quiz builder stores
// (quizzes/{quizId} with owner_uid, and quizzes/{quizId}/questions/{questionId}), for tests
// that need a quiz without going through the quiz API.
import { randomUUID } from 'node:crypto';
import { adminDb } from './admin';

export interface TestQuestion {
  type: 'multiple_choice' | 'true_false' | 'short_answer' | 'fill_blank' | 'essay';
  text: string;
  options?: string[];
  correct_answer: string | string[] | boolean;
  grading_guidelines?: string;
  time_limit_s?: number;
  points?: number;
}

/** A multiple-choice question whose answer is Paris. */
export const capitalOfFrance = (over: Partial<TestQuestion> = {}): TestQuestion => ({
  type: 'multiple_choice',
  text: 'What is the capital of France?',
  options: ['Paris', 'Rome', 'Madrid', 'Berlin'],
  correct_answer: 'Paris',
  time_limit_s: 30,
  points: 1000,
  ...over,
});

export const skyIsBlue = (over: Partial<TestQuestion> = {}): TestQuestion => ({
  type: 'true_false',
  text: 'The sky is blue.',
  options: ['true', 'false'],
  correct_answer: true,
  time_limit_s: 30,
  points: 1000,
  ...over,
});

export const capitalOfEgypt = (over: Partial<TestQuestion> = {}): TestQuestion => ({
  type: 'short_answer',
  text: 'What is the capital of Egypt?',
  options: [],
  correct_answer: ['Cairo', 'القاهرة'],
  time_limit_s: 30,
  points: 1000,
  ...over,
});

export const essay = (over: Partial<TestQuestion> = {}): TestQuestion => ({
  type: 'essay',
  text: 'Why do seasons change?',
  options: [],
  correct_answer: '',
  grading_guidelines: 'Mentions the tilt of the axis.',
  time_limit_s: 60,
  points: 1000,
  ...over,
});

export async function createQuizDirect(
  owner: { uid: string },
  questions: TestQuestion[],
  title = 'Capitals',
): Promise<string> {
  const quizId = `quiz-${randomUUID()}`;
  const now = new Date();
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`quizzes/${quizId}`), {
    title, owner_uid: owner.uid, difficulty: 'mixed', status: 'published', question_count: questions.length,
    created_at: now, updated_at: now,
  });
  questions.forEach((q, order) => {
    batch.set(adminDb.doc(`quizzes/${quizId}/questions/q${order}-${randomUUID().slice(0, 8)}`), {
      order, options: [], grading_guidelines: '', time_limit_s: 30, points: 1000, ...q,
    });
  });
  await batch.commit();
  return quizId;
}
