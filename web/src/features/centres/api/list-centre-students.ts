// GET /training-centre/students?search= -> { data: CentreStudent[] }: everyone enrolled in the
// centre's courses or in its teachers' classes (administrators add ?enterprise=).
import type { CentreStudent } from '@shared/schemas/centre-area';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const LIST_STUDENTS_FAILED = { id: 'centres.students.errors.fetch', defaultMessage: 'Error fetching students' };

export async function listCentreStudents(search: string, enterprise: string | undefined, signal?: AbortSignal): Promise<CentreStudent[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  const answer = await apiRequest<{ data?: CentreStudent[] }>('GET', withCentre(`/training-centre/students${query}`, enterprise), { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
