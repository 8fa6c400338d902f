// GET /training-centre/analytics -> { data: CentreAnalytics } (per course, score bands, per class).
import type { CentreAnalytics } from '@shared/schemas/centre-area';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const GET_CENTRE_ANALYTICS_FAILED = { id: 'centres.analytics.loadFailed', defaultMessage: 'The analytics could not be loaded.' };

export async function getCentreAnalytics(enterprise: string | undefined, signal?: AbortSignal): Promise<CentreAnalytics> {
  const answer = await apiRequest<{ data: CentreAnalytics }>('GET', withCentre('/training-centre/analytics', enterprise), { signal });
  return answer.data;
}
