// GET /admin/market/commissions?days= -> { data: CommissionsReport }: the platform's 10 % of
// every sale over the period, per day, per seller and the latest sales.
import type { CommissionsReport } from '@shared/schemas/market';
import { apiRequest } from '@/lib/api-client';

export const GET_COMMISSIONS_FAILED = { id: 'admin.commissions.loadFailed', defaultMessage: 'The commissions report could not be loaded.' };

export async function getCommissions(days: number, signal?: AbortSignal): Promise<CommissionsReport> {
  const answer = await apiRequest<{ data: CommissionsReport }>('GET', `/admin/market/commissions?days=${days}`, { signal });
  return answer.data;
}
