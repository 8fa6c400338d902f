// GET /classes/{classId}/challenges/hub -> { status, data: { due, done } } for one class.
import type { ChallengeDto, SubmissionDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export interface HubItem extends ChallengeDto {
  overdue: boolean;
  submission: Pick<SubmissionDto, 'score' | 'max_score' | 'percent' | 'band' | 'status' | 'late' | 'submitted_at'> | null;
}

export interface ClassHub {
  due: HubItem[];
  done: HubItem[];
}

export const CLASS_HUB_FAILED = { id: 'challenges.studyHub.classFailed', defaultMessage: 'The challenges of {name} could not be loaded.' };

export async function getClassHub(classId: string, signal?: AbortSignal): Promise<ClassHub> {
  const answer = await apiRequest<{ status: string; data: ClassHub }>('GET', `/classes/${encodeURIComponent(classId)}/challenges/hub`, { signal });
  return { due: answer.data?.due ?? [], done: answer.data?.done ?? [] };
}
