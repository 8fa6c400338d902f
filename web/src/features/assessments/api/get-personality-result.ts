// GET /assessments/personality -> {data: PersonalityResult} (the latest); null when not taken yet.
import type { PersonalityResult } from '@shared/schemas/assessments';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

export async function getPersonalityResult(signal?: AbortSignal): Promise<PersonalityResult | null> {
  try {
    const answer = await apiRequest<{ data: PersonalityResult }>('GET', '/assessments/personality', { signal });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'assessment/not-taken') return null;
    throw error;
  }
}
