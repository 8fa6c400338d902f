// PATCH /instructor/submissions/{courseId}/{submissionId} {grade 0-100, feedback} -> { data: Submission }.
import type { GradeSubmissionBody, Submission } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const GRADE_COURSE_SUBMISSION_FAILED = { id: 'courses.learners.gradeFailed', defaultMessage: 'The grade could not be saved.' };

export async function gradeCourseSubmission(courseId: string, submissionId: string, body: GradeSubmissionBody): Promise<Submission> {
  const answer = await apiRequest<{ data: Submission }>(
    'PATCH',
    `/instructor/submissions/${encodeURIComponent(courseId)}/${encodeURIComponent(submissionId)}`,
    { body },
  );
  return answer.data;
}
