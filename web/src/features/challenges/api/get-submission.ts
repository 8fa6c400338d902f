// GET /classes/{classId}/challenges/{id}/submissions/{uid} -> { status, data: { submission,
// questions } }: class teachers get the questions with keys and grading guidelines.
import type { QuestionDto, StudentQuestionDto, SubmissionDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export interface SubmissionDetail {
  submission: SubmissionDto;
  questions: (QuestionDto | StudentQuestionDto)[];
}

export const GET_SUBMISSION_FAILED = { id: 'challenges.grade.loadFailed', defaultMessage: 'This submission could not be loaded.' };

export async function getSubmission(classId: string, challengeId: string, uid: string, signal?: AbortSignal): Promise<SubmissionDetail> {
  const answer = await apiRequest<{ status: string; data: SubmissionDetail }>(
    'GET',
    challengePath(classId, challengeId, `/submissions/${encodeURIComponent(uid)}`),
    { signal },
  );
  return { ...answer.data, questions: [...(answer.data.questions ?? [])].sort((a, b) => a.order - b.order) };
}
