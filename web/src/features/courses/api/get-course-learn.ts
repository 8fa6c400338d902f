// GET /courses/{courseId}/learn -> { data: CourseLearn }: the lesson viewer's sidebar (chapters
// with progress, completed and locked lessons), the caller's enrolment and overall progress.
import type { CourseLearn } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const GET_COURSE_LEARN_FAILED = { id: 'courses.lesson.loadFailed', defaultMessage: 'The course could not be loaded.' };

export async function getCourseLearn(courseId: string, signal?: AbortSignal): Promise<CourseLearn> {
  const answer = await apiRequest<{ data: CourseLearn }>('GET', `/courses/${encodeURIComponent(courseId)}/learn`, { signal });
  return answer.data;
}
