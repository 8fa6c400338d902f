// A quiz lesson on the client: the body of POST
// .../quiz from the answers typed so far (every question once; the server scores).
// How each question is answered: answerKind in web/src/lib/quiz-input-kind.ts.
import type { LessonQuizBody, LessonQuizQuestion } from '@shared/schemas/course-learning';

export type QuizAnswers = Readonly<Record<string, string>>;

/** Questions still without an answer (blank after trimming). */
export function unansweredCount(questions: readonly Pick<LessonQuizQuestion, 'id'>[], answers: QuizAnswers): number {
  return questions.filter((question) => !(answers[question.id] ?? '').trim()).length;
}

export function quizBody(questions: readonly Pick<LessonQuizQuestion, 'id'>[], answers: QuizAnswers): LessonQuizBody {
  return { answers: questions.map((question) => ({ question_id: question.id, answer: (answers[question.id] ?? '').trim() })) };
}
