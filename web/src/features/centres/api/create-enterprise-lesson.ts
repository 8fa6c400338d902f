// POST /enterprise-courses/chapters/{chapterId}/lessons {title, type, duration} -> 201 { data: Lesson }.
import type { Lesson, LessonType } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const CREATE_ENTERPRISE_LESSON_FAILED = { id: 'centres.courses.errors.addLesson', defaultMessage: 'Error adding lesson' };

export async function createEnterpriseLesson(
  chapterId: string,
  body: { title: string; type: LessonType; duration: number | null },
  enterprise: string | undefined,
): Promise<Lesson> {
  const answer = await apiRequest<{ data: Lesson }>('POST', withCentre(`/enterprise-courses/chapters/${encodeURIComponent(chapterId)}/lessons`, enterprise), { body });
  return answer.data;
}
