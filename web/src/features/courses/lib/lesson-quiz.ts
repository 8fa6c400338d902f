// A quiz lesson on the client: which input each question takes, and the body of POST
// .../quiz from the answers typed so far (every question once; the server scores).
import type { QuestionType } from '@shared/schemas/quiz';
import type { LessonQuizBody, LessonQuizQuestion } from '@shared/schemas/course-learning';

export type AnswerKind = 'choice' | 'true-false' | 'line' | 'text';

export function answerKind(type: QuestionType): AnswerKind {
  switch (type) {
    case 'multiple_choice':
      return 'choice';
    case 'true_false':
      return 'true-false';
    case 'short_answer':
    case 'fill_blank':
      return 'line';
    default:
      return 'text';
  }
}

export type QuizAnswers = Readonly<Record<string, string>>;

/** Questions still without an answer (blank after trimming). */
export function unansweredCount(questions: readonly Pick<LessonQuizQuestion, 'id'>[], answers: QuizAnswers): number {
  return questions.filter((question) => !(answers[question.id] ?? '').trim()).length;
}

export function quizBody(questions: readonly Pick<LessonQuizQuestion, 'id'>[], answers: QuizAnswers): LessonQuizBody {
  return { answers: questions.map((question) => ({ question_id: question.id, answer: (answers[question.id] ?? '').trim() })) };
}
