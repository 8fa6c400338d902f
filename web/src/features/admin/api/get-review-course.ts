// GET /instructor/courses/{id} -> { data: CourseDetail }: administrators may read any course,
// so the reviewer sees its chapters and lessons (with their file links) before deciding.
import type { CourseDetail } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const GET_REVIEW_COURSE_FAILED = { id: 'admin.courses.contentFailed', defaultMessage: 'The course content could not be loaded.' };

export async function getReviewCourse(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  const answer = await apiRequest<{ data: CourseDetail }>('GET', `/instructor/courses/${encodeURIComponent(courseId)}`, { signal });
  return answer.data;
}
