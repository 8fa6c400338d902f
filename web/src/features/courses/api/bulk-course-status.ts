// PATCH /instructor/courses/bulk-status {courseIds, status} -> { data: Course[], message }: all or
// nothing; 409 course/bulk-blocked names the blocking ids in values.courseIds (comma-separated).
import type { Course, CourseStatus } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const BULK_COURSE_STATUS_FAILED = { id: 'courses.author.bulk.failed', defaultMessage: 'Failed to update courses' };

export async function bulkCourseStatus(courseIds: string[], status: CourseStatus): Promise<Course[]> {
  const answer = await apiRequest<{ data?: Course[] }>('PATCH', '/instructor/courses/bulk-status', { body: { courseIds, status } });
  return answer.data ?? [];
}
