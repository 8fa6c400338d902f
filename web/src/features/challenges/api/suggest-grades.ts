// POST /classes/{classId}/challenges/{id}/submissions/{uid}/suggest-grades (class teachers) ->
// { status, data: { generator, suggestions: [{ question_id, awarded, rationale }] } }; never
// stored. 422 quiz/suggestion-failed with values.reason.
import type { QuizGenerator } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export interface GradeSuggestion {
  question_id: string;
  awarded: number;
  rationale: string;
}

export interface SuggestGradesAnswer {
  generator: QuizGenerator;
  suggestions: GradeSuggestion[];
}

export const SUGGEST_FAILED = { id: 'challenges.grade.suggestFailed', defaultMessage: 'Grade suggestions are not available right now.' };

export async function suggestGrades(classId: string, challengeId: string, uid: string): Promise<SuggestGradesAnswer> {
  const answer = await apiRequest<{ status: string; data: SuggestGradesAnswer }>(
    'POST',
    challengePath(classId, challengeId, `/submissions/${encodeURIComponent(uid)}/suggest-grades`),
  );
  return { generator: answer.data.generator, suggestions: answer.data.suggestions ?? [] };
}
