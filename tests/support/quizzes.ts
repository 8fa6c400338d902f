// Quizzes made directly with the admin SDK, in the shape the quiz builder stores
// (quizzes/{quizId} with owner_uid, and quizzes/{quizId}/questions/{questionId}), for tests
// that need a quiz without going through the quiz API.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { adminDb } from './admin';
import { call } from './api';

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

/**
 * A two-question manual quiz (a multiple choice on Riyadh and an essay) made through the quiz
 * API by `owner`, published or left a draft; publishing charges the owner's sparks.
 */
export async function createManualQuiz(owner: { token: string }, title: string, publish: boolean): Promise<QuizWithQuestionsDto> {
  const created = await call<{ data: QuizWithQuestionsDto }>('POST', '/quizzes', {
    token: owner.token,
    body: {
      method: 'manual', title, language: 'en',
      questions: [
        { type: 'multiple_choice', text: 'Capital of Saudi Arabia?', options: ['Jeddah', 'Riyadh'], correct_answer: 'Riyadh', points: 10 },
        { type: 'essay', text: 'Describe the landscape.', grading_guidelines: 'deserts', points: 10 },
      ],
    },
  });
  expect(created.status, created.text).toBe(201);
  if (!publish) return created.body.data;
  const published = await call<{ data: QuizWithQuestionsDto }>('POST', `/quizzes/${created.body.data.id}/publish`, { token: owner.token });
  expect(published.status, published.text).toBe(200);
  return published.body.data;
}
