// GET /training-centre/overview -> { data: CentreOverview } (figures and the last 12 weeks).
import type { CentreOverview } from '@shared/schemas/centre-area';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const GET_CENTRE_OVERVIEW_FAILED = { id: 'centres.overview.loadFailed', defaultMessage: 'The overview could not be loaded.' };

export async function getCentreOverview(enterprise: string | undefined, signal?: AbortSignal): Promise<CentreOverview> {
  const answer = await apiRequest<{ data: CentreOverview }>('GET', withCentre('/training-centre/overview', enterprise), { signal });
  return answer.data;
}
