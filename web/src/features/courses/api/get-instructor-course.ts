// GET /instructor/courses/{id} -> { data: CourseDetail }: the course with its chapters and lessons, in order.
import type { CourseDetail } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const GET_INSTRUCTOR_COURSE_FAILED = { id: 'courses.author.content.loadFailed', defaultMessage: 'The course could not be loaded.' };

export async function getInstructorCourse(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  const answer = await apiRequest<{ data: CourseDetail }>('GET', `/instructor/courses/${encodeURIComponent(courseId)}`, { signal });
  return answer.data;
}
