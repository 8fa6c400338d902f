// GET /awards/admin/certificates?code=&limit= (administrators) -> {data: AdminCertificateView[]}:
// the certificate a credential id names (none for an unknown one), else the newest.
import type { AdminCertificateView } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const LIST_CERTIFICATES_FAILED = { id: 'awards.errors.fetchAwards', defaultMessage: 'Error fetching awards' };
export const FIND_CERTIFICATE_FAILED = { id: 'awards.errors.fetchAward', defaultMessage: 'Error fetching award' };

export async function listAdminCertificates(code: string | null, signal?: AbortSignal): Promise<AdminCertificateView[]> {
  const query = code ? `?code=${encodeURIComponent(code)}` : '';
  const answer = await apiRequest<{ data: AdminCertificateView[] }>('GET', `/awards/admin/certificates${query}`, { signal });
  return answer.data;
}
