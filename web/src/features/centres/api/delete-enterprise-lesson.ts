// DELETE /enterprise-courses/lessons/{id} -> { data: {id} }.
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const DELETE_ENTERPRISE_LESSON_FAILED = { id: 'centres.courses.errors.deleteLesson', defaultMessage: 'Error deleting lesson' };

export async function deleteEnterpriseLesson(lessonId: string, enterprise: string | undefined): Promise<void> {
  await apiRequest('DELETE', withCentre(`/enterprise-courses/lessons/${encodeURIComponent(lessonId)}`, enterprise));
}
