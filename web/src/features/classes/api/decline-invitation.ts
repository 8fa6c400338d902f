// POST /classes/invitations/{invitationId}/decline -> { status }.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';

export const DECLINE_FAILED = { id: 'classes.errors.declineFailed', defaultMessage: 'Could not decline the invitation. Please try again.' };

export async function declineInvitation(invitationId: string): Promise<void> {
  await apiRequest<{ status: string }>('POST', `/classes/invitations/${encodeURIComponent(invitationId)}/decline`);
}

export function useDeclineInvitation(): (invitationId: string) => Promise<void> {
  return useCallback((invitationId: string) => declineInvitation(invitationId), []);
}
