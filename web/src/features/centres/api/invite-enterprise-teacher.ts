// POST /enterprise-teachers/email {enterprise_id, teacher_email} -> { data: {invitation, outcome} }:
// a registered teacher is asked to accept, an unknown address gets a mail to sign up. outcome:
// 'sent' (new), 'pending' (already waiting, nothing sent), 'member' (already one of the teachers).
import type { PendingInvite } from '@shared/schemas/centre-teachers';
import { apiRequest } from '@/lib/api-client';

export type InviteOutcome = 'sent' | 'pending' | 'member';

export async function inviteEnterpriseTeacher(enterpriseId: string, email: string): Promise<{ invitation: PendingInvite; outcome: InviteOutcome }> {
  const answer = await apiRequest<{ data: { invitation: PendingInvite; outcome?: InviteOutcome } }>('POST', '/enterprise-teachers/email', {
    body: { enterprise_id: enterpriseId, teacher_email: email },
  });
  return { invitation: answer.data.invitation, outcome: answer.data.outcome ?? 'sent' };
}
