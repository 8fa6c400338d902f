// GET /instructor/courses/{courseId}/submissions -> { data: Submission[] }: the learners' assignment files.
import type { Submission } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const LIST_COURSE_SUBMISSIONS_FAILED = { id: 'courses.learners.submissionsFailed', defaultMessage: 'The submissions could not be loaded.' };

export async function listCourseSubmissions(courseId: string, signal?: AbortSignal): Promise<Submission[]> {
  const answer = await apiRequest<{ data: Submission[] }>('GET', `/instructor/courses/${encodeURIComponent(courseId)}/submissions`, { signal });
  return answer.data;
}
