// POST /centre-invitations/{id}/accept and /decline: the teacher joins the centre, or says no.
import { apiRequest } from '@/lib/api-client';

export const ACCEPT_INVITATION_FAILED = { id: 'centres.invitations.errors.accept', defaultMessage: 'The invitation could not be accepted' };
export const DECLINE_INVITATION_FAILED = { id: 'centres.invitations.errors.decline', defaultMessage: 'The invitation could not be declined' };

export async function answerCentreInvitation(invitationId: string, action: 'accept' | 'decline'): Promise<void> {
  await apiRequest('POST', `/centre-invitations/${encodeURIComponent(invitationId)}/${action}`);
}
