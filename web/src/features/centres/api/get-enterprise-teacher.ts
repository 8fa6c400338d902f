// GET /enterprise-teachers/{enterpriseId}/{teacherId} -> { data: EnterpriseTeacherDetail }: one
// teacher of the centre with their classes and courses; 404 centre/teacher-not-found.
import type { EnterpriseTeacherDetail } from '@shared/schemas/centre-teachers';
import { apiRequest } from '@/lib/api-client';

export const GET_TEACHER_FAILED = { id: 'centres.teachers.errors.get', defaultMessage: 'Error fetching teacher' };

export async function getEnterpriseTeacher(enterpriseId: string, teacherId: string, signal?: AbortSignal): Promise<EnterpriseTeacherDetail> {
  const answer = await apiRequest<{ data: EnterpriseTeacherDetail }>(
    'GET',
    `/enterprise-teachers/${encodeURIComponent(enterpriseId)}/${encodeURIComponent(teacherId)}`,
    { signal },
  );
  return answer.data;
}
