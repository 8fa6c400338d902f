// POST /huda/instructor/sessions/{id}/practice: scored like challenge practice mode (every
// question answered, feedback per question), nothing charged; only the last score is kept.
import { FieldValue } from 'firebase-admin/firestore';
import { practiceAnswerProblems, scorePracticeSet } from '../../domain/huda/instructor';
import { ApiError } from '../../lib/http';
import { formatErrorMessage } from '../../shared/errors';
import type { InstructorPracticeResult } from '../../shared/schemas/huda-instructor';
import { readOwnPracticeSet } from './get-instructor-session';
import { practiceSetsCol, storedQuestions } from './instructor-store';

export async function practiseInstructorSession(uid: string, id: string, answers: Record<string, string>): Promise<InstructorPracticeResult> {
  const questions = storedQuestions(await readOwnPracticeSet(uid, id));
  const { unknown, missing } = practiceAnswerProblems(questions, answers);
  const fieldsOf = (ids: string[], code: 'quiz/unknown-question' | 'quiz/answer-all') =>
    ids.map((q) => ({ path: `answers.${q}`, code, message: formatErrorMessage(code) }));
  if (unknown.length > 0) throw new ApiError('quiz/unknown-question', undefined, fieldsOf(unknown, 'quiz/unknown-question'));
  if (missing.length > 0) throw new ApiError('quiz/answer-all', undefined, fieldsOf(missing, 'quiz/answer-all'));
  const trimmed = Object.fromEntries(Object.entries(answers).map(([q, a]) => [q, a.trim()]));
  const scored = scorePracticeSet(questions, trimmed);
  await practiceSetsCol()
    .doc(id)
    .update({ last_score: { score: scored.score, max_score: scored.max_score, percent: scored.percent, practised_at: FieldValue.serverTimestamp() } });
  return scored;
}
