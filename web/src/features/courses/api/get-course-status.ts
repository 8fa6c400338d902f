// GET /instructor/courses/{id}/status -> { data: CourseStatusInfo } (`allowed`: where the caller may move it now).
import type { CourseStatusInfo } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export async function getCourseStatus(courseId: string, signal?: AbortSignal): Promise<CourseStatusInfo> {
  const answer = await apiRequest<{ data: CourseStatusInfo }>('GET', `/instructor/courses/${encodeURIComponent(courseId)}/status`, { signal });
  return answer.data;
}
