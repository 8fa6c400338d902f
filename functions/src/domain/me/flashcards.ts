// Flashcards from questions (docs/site.md 4), pure. A quiz's owner sees every question with its
// grading guidelines; a student's deck from a submitted challenge leaves out essays (their
// guidelines are never shown to students) and explains with the teacher's feedback.
import type { Flashcard } from '../../shared/schemas/flashcards';

export interface CardQuestion {
  id: string;
  type: Flashcard['type'];
  text: string;
  options: string[];
  correct_answer: string | string[];
  grading_guidelines: string;
  image: { url: string } | null;
}

export interface CardSubmission {
  answers?: Record<string, unknown>;
  per_question?: { question_id: string; feedback?: unknown }[];
}

const answersOf = (key: string | string[]): string[] =>
  (Array.isArray(key) ? key : [key]).map((a) => String(a).trim()).filter((a) => a.length > 0);

export function buildCards(questions: readonly CardQuestion[], as: { owner: true } | { owner: false; submission: CardSubmission }): Flashcard[] {
  const feedback = new Map<string, string>();
  if (!as.owner) {
    for (const item of as.submission.per_question ?? []) {
      if (typeof item.feedback === 'string' && item.feedback.trim()) feedback.set(item.question_id, item.feedback.trim());
    }
  }
  return questions.flatMap((q): Flashcard[] => {
    if (!as.owner && q.type === 'essay') return [];
    const answer = as.owner ? null : as.submission.answers?.[q.id];
    return [{
      id: q.id,
      type: q.type,
      front: { text: q.text, image_url: q.image?.url ?? null, options: q.type === 'multiple_choice' ? q.options : [] },
      back: {
        answers: q.type === 'essay' ? [] : answersOf(q.correct_answer),
        explanation: as.owner ? q.grading_guidelines.trim() || null : feedback.get(q.id) ?? null,
        your_answer: typeof answer === 'string' ? answer : null,
      },
    }];
  });
}

/** Questions a deck would show, for the list's card counts. */
export function cardCount(types: readonly string[], owner: boolean): number {
  return owner ? types.length : types.filter((t) => t !== 'essay').length;
}
