// GET /classes/{classId}/challenges/{id}/submissions (class teachers) -> { status, data:
// { submissions: (SubmissionDto & { name, avatar_id })[], not_submitted: [{ uid, name, avatar_id }] } }.
import type { SubmissionDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export interface SubmissionRow extends SubmissionDto {
  name: string;
  avatar_id: number;
}

export interface SubmissionList {
  submissions: SubmissionRow[];
  not_submitted: { uid: string; name: string; avatar_id: number }[];
}

export const LIST_SUBMISSIONS_FAILED = { id: 'challenges.submissions.loadFailed', defaultMessage: 'The submissions could not be loaded.' };

export async function listSubmissions(classId: string, challengeId: string, signal?: AbortSignal): Promise<SubmissionList> {
  const answer = await apiRequest<{ status: string; data: SubmissionList }>('GET', challengePath(classId, challengeId, '/submissions'), { signal });
  return { submissions: answer.data?.submissions ?? [], not_submitted: answer.data?.not_submitted ?? [] };
}
