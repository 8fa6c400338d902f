// POST /enterprise-teachers/email {enterprise_id, teacher_email} -> 201 { data: {invitation} }:
// a registered teacher is asked to accept, an unknown address gets a mail to sign up.
import type { PendingInvite } from '@shared/schemas/centre-teachers';
import { apiRequest } from '@/lib/api-client';

export async function inviteEnterpriseTeacher(enterpriseId: string, email: string): Promise<PendingInvite> {
  const answer = await apiRequest<{ data: { invitation: PendingInvite } }>('POST', '/enterprise-teachers/email', {
    body: { enterprise_id: enterpriseId, teacher_email: email },
  });
  return answer.data.invitation;
}
