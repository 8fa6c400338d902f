// POST /enterprise-teachers {enterprise_id, teacher_id} -> 201 (200 when already there)
// { data: EnterpriseTeacher, message: 'Teacher added to enterprise successfully!' }.
import type { EnterpriseTeacher } from '@shared/schemas/centre-teachers';
import { apiRequest } from '@/lib/api-client';

export const ADD_TEACHER_FAILED = { id: 'centres.teachers.errors.add', defaultMessage: 'Error adding teacher to enterprise' };

export async function addEnterpriseTeacher(enterpriseId: string, teacherId: string): Promise<EnterpriseTeacher> {
  const answer = await apiRequest<{ data: EnterpriseTeacher }>('POST', '/enterprise-teachers', {
    body: { enterprise_id: enterpriseId, teacher_id: teacherId },
  });
  return answer.data;
}
