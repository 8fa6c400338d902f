// DELETE /instructor/courses/{id} -> { data: {id} }; its chapters, lessons and files go too.
import { apiRequest } from '@/lib/api-client';

export const DELETE_COURSE_FAILED = { id: 'courses.author.delete.failed', defaultMessage: 'The course could not be deleted.' };

export async function deleteCourse(courseId: string): Promise<void> {
  await apiRequest('DELETE', `/instructor/courses/${encodeURIComponent(courseId)}`);
}
