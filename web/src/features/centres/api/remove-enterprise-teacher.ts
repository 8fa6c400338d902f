// DELETE /enterprise-teachers/{enterpriseId}/{teacherId} -> { data: {id}, message }: the courses
// assigned to them stay with the centre, back in Draft.
import { apiRequest } from '@/lib/api-client';

export const REMOVE_TEACHER_FAILED = { id: 'centres.teachers.errors.remove', defaultMessage: 'Error removing teacher from enterprise' };

export async function removeEnterpriseTeacher(enterpriseId: string, teacherId: string): Promise<void> {
  await apiRequest('DELETE', `/enterprise-teachers/${encodeURIComponent(enterpriseId)}/${encodeURIComponent(teacherId)}`);
}
