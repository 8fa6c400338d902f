// PATCH /instructor/courses/{id}/status {status} -> { data: Course, message }.
import type { Course, CourseStatus } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const CHANGE_COURSE_STATUS_FAILED = { id: 'courses.author.status.failed', defaultMessage: 'Failed to update course status' };

export async function changeCourseStatus(courseId: string, status: CourseStatus): Promise<Course> {
  const answer = await apiRequest<{ data: Course }>('PATCH', `/instructor/courses/${encodeURIComponent(courseId)}/status`, { body: { status } });
  return answer.data;
}
