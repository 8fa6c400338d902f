// How a question type is answered on screen (challenges and course quiz lessons alike).
import type { QuestionType } from '@shared/schemas/quiz';

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
    case 'essay':
      return 'text';
  }
}
