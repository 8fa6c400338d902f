// PUT /enterprise-courses/lessons/{id} {title, type, duration} -> { data: Lesson }.
import type { Lesson, LessonType } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const UPDATE_ENTERPRISE_LESSON_FAILED = { id: 'centres.courses.errors.updateLesson', defaultMessage: 'Error updating lesson' };

export async function updateEnterpriseLesson(
  lessonId: string,
  body: { title: string; type: LessonType; duration: number | null },
  enterprise: string | undefined,
): Promise<Lesson> {
  const answer = await apiRequest<{ data: Lesson }>('PUT', withCentre(`/enterprise-courses/lessons/${encodeURIComponent(lessonId)}`, enterprise), { body });
  return answer.data;
}
