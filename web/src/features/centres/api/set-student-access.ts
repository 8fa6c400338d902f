// PUT /training-centre/students/{studentId}/access {active} -> { data: {id, deactivated} }: a
// deactivated learner is refused the centre's courses (only those) until reactivated.
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const SET_ACCESS_FAILED = { id: 'centres.students.errors.access', defaultMessage: "The student's access could not be changed" };

export async function setStudentAccess(studentId: string, active: boolean, enterprise: string | undefined): Promise<{ id: string; deactivated: boolean }> {
  const answer = await apiRequest<{ data: { id: string; deactivated: boolean } }>(
    'PUT',
    withCentre(`/training-centre/students/${encodeURIComponent(studentId)}/access`, enterprise),
    { body: { active } },
  );
  return answer.data;
}
