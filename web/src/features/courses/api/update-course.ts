// PUT /instructor/courses/{id} -> { data: Course }: only while Draft, Rejected or Assigned (409 course/not-editable).
import type { Course, UpdateCourseInput } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const SAVE_COURSE_FAILED = { id: 'courses.author.form.saveFailed', defaultMessage: 'The course could not be saved.' };

export async function updateCourse(courseId: string, input: UpdateCourseInput): Promise<Course> {
  const answer = await apiRequest<{ data: Course }>('PUT', `/instructor/courses/${encodeURIComponent(courseId)}`, { body: input });
  return answer.data;
}
