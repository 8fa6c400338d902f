// GET /enterprise-teachers/{enterpriseId} -> { data: EnterpriseTeacher[], invitations: PendingInvite[] }
// (docs/centres.md "Enterprise teachers"): the centre's teachers and its invitations still waiting.
import type { EnterpriseTeacher, PendingInvite } from '@shared/schemas/centre-teachers';
import { apiRequest } from '@/lib/api-client';

export const LIST_TEACHERS_FAILED = { id: 'centres.teachers.errors.fetch', defaultMessage: 'Error fetching teachers' };

export interface CentreTeachers {
  teachers: EnterpriseTeacher[];
  invitations: PendingInvite[];
}

export async function listEnterpriseTeachers(enterpriseId: string, signal?: AbortSignal): Promise<CentreTeachers> {
  const answer = await apiRequest<{ data?: EnterpriseTeacher[]; invitations?: PendingInvite[] }>(
    'GET',
    `/enterprise-teachers/${encodeURIComponent(enterpriseId)}`,
    { signal },
  );
  return {
    teachers: Array.isArray(answer.data) ? answer.data : [],
    invitations: Array.isArray(answer.invitations) ? answer.invitations : [],
  };
}
