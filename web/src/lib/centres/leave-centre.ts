// DELETE /centre-invitations/centres/{enterpriseId}: the teacher leaves a centre (its courses
// assigned to them go back to the centre, in Draft).
import { apiRequest } from '@/lib/api-client';

export const LEAVE_CENTRE_FAILED = { id: 'centres.invitations.errors.leave', defaultMessage: 'Could not leave the centre' };

export async function leaveCentre(enterpriseId: string): Promise<void> {
  await apiRequest('DELETE', `/centre-invitations/centres/${encodeURIComponent(enterpriseId)}`);
}
