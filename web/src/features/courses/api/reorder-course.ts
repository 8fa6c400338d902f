// PATCH /instructor/courses/{id}/order {chapters: [{id, lessons: [id]}]} (every chapter and lesson once) -> { data: CourseDetail }.
import type { CourseDetail, CourseOrderInput } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export async function reorderCourse(courseId: string, order: CourseOrderInput): Promise<CourseDetail> {
  const answer = await apiRequest<{ data: CourseDetail }>('PATCH', `/instructor/courses/${encodeURIComponent(courseId)}/order`, { body: order });
  return answer.data;
}
