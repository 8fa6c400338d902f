// GET /centre-invitations -> { data: CentreInvitation[], centres: [{id, name}] }: a teacher's
// pending centre invitations (for their verified e-mail) and the centres they belong to.
// Shared (lib/) because the teacher's card shows on /class and /courses/instructor.
import type { CentreInvitation, TeacherCentre } from '@shared/schemas/centre-teachers';
import { apiRequest } from '@/lib/api-client';

export const LIST_INVITATIONS_FAILED = { id: 'centres.invitations.errors.fetch', defaultMessage: 'Your centre invitations could not be loaded' };

export interface TeacherCentreInvitations {
  invitations: CentreInvitation[];
  centres: TeacherCentre[];
}

export async function listCentreInvitations(signal?: AbortSignal): Promise<TeacherCentreInvitations> {
  const answer = await apiRequest<{ data?: CentreInvitation[]; centres?: TeacherCentre[] }>('GET', '/centre-invitations', { signal });
  return {
    invitations: Array.isArray(answer.data) ? answer.data : [],
    centres: Array.isArray(answer.centres) ? answer.centres : [],
  };
}
