// GET /instructor/courses -> { data: Course[] }: the caller's own courses, newest change first.
import type { Course } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const LIST_INSTRUCTOR_COURSES_FAILED = { id: 'courses.author.instructor.loadFailed', defaultMessage: 'Your courses could not be loaded.' };

export async function listInstructorCourses(signal?: AbortSignal): Promise<Course[]> {
  const answer = await apiRequest<{ data?: Course[] }>('GET', '/instructor/courses', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
