// POST /assessments/vark -> 201 {data: VarkResult} (200 with the stored result when the same
// submission is sent again). Lives here, not in the feature, because the session bootstrap
// submits a signed-out visitor's kept answers with it too.
import type { VarkResult } from '@shared/schemas/assessments';
import { apiRequest } from '@/lib/api-client';
import type { VarkAnswers } from './pending-vark';

export const SUBMIT_VARK_FAILED = { id: 'assessments.submitFailed', defaultMessage: 'Your answers could not be sent. Please try again.' };

export async function submitVark(body: { submission_id: string; answers: VarkAnswers }): Promise<VarkResult> {
  const answer = await apiRequest<{ data: VarkResult }>('POST', '/assessments/vark', { body });
  return answer.data;
}
