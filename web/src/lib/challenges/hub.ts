// GET /classes/{classId}/challenges/hub -> { status, data: { due, done } } for the caller:
// due soonest first (overdue flagged, no due date last), done latest first with the score.
// Read by a class's Challenges tab and by the study hub (every class together).
import type { ChallengeDto, SubmissionDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export interface HubItem extends ChallengeDto {
  overdue: boolean;
  submission: Pick<SubmissionDto, 'score' | 'max_score' | 'percent' | 'band' | 'status' | 'late' | 'submitted_at'> | null;
}

export interface ChallengeHub {
  due: HubItem[];
  done: HubItem[];
}

export async function getChallengeHub(classId: string, signal?: AbortSignal): Promise<ChallengeHub> {
  const answer = await apiRequest<{ status: string; data: ChallengeHub }>('GET', `/classes/${encodeURIComponent(classId)}/challenges/hub`, { signal });
  return { due: answer.data?.due ?? [], done: answer.data?.done ?? [] };
}
