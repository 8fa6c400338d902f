// PATCH /classes/{classId}/challenges/{id}/submissions/{uid} { grades: [{ question_id, awarded,
// feedback? }] } (class teachers) -> { status, data: SubmissionDto }.
import { gradeSubmissionRequestSchema, type GradeSubmissionRequest, type SubmissionDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export const GRADE_FAILED = { id: 'challenges.grade.failed', defaultMessage: 'The grades could not be saved.' };

export async function gradeSubmission(classId: string, challengeId: string, uid: string, request: GradeSubmissionRequest): Promise<SubmissionDto> {
  const body = gradeSubmissionRequestSchema.parse(request);
  const answer = await apiRequest<{ status: string; data: SubmissionDto }>(
    'PATCH',
    challengePath(classId, challengeId, `/submissions/${encodeURIComponent(uid)}`),
    { body },
  );
  return answer.data;
}
