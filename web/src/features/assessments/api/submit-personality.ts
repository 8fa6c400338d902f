// POST /assessments/personality -> 201 {data, charged: 5, balance}; the same submission again
// answers the stored result with charged 0. 402 wallet/insufficient-sparks carries values.needed.
import type { PersonalityAnswer } from '@shared/personality-scoring';
import type { PersonalitySubmissionAnswer } from '@shared/schemas/assessments';
import { apiRequest } from '@/lib/api-client';

export const SUBMIT_PERSONALITY_FAILED = { id: 'assessments.submitFailed', defaultMessage: 'Your answers could not be sent. Please try again.' };

export function submitPersonality(body: { submission_id: string; answers: Record<string, PersonalityAnswer> }): Promise<PersonalitySubmissionAnswer> {
  return apiRequest<PersonalitySubmissionAnswer>('POST', '/assessments/personality', { body });
}
