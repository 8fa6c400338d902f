// POST /classes/invitations/{invitationId}/accept -> { status, data: { classId, status: 'active' } }.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';

export const ACCEPT_FAILED = { id: 'classes.errors.acceptFailed', defaultMessage: 'Could not accept the invitation. Please try again.' };

export async function acceptInvitation(invitationId: string): Promise<{ classId: string }> {
  const answer = await apiRequest<{ status: string; data: { classId: string } }>(
    'POST',
    `/classes/invitations/${encodeURIComponent(invitationId)}/accept`,
  );
  return { classId: answer.data.classId };
}

export function useAcceptInvitation(): (invitationId: string) => Promise<{ classId: string }> {
  return useCallback((invitationId: string) => acceptInvitation(invitationId), []);
}
