// GET /quizzes/build-costs -> { status, data: { ai, template, manual, generator } } (teachers):
// what each way of building costs now; AI is 0 while the offline generator stands in.
import type { QuizBuildCostsDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export async function getBuildCosts(signal?: AbortSignal): Promise<QuizBuildCostsDto> {
  const answer = await apiRequest<{ status: string; data: QuizBuildCostsDto }>('GET', '/quizzes/build-costs', { signal });
  return answer.data;
}
