// GET /training-centre/centres (administrators) -> { data: [{id, name, email}] }: every centre.
import type { CentreSummary } from '@shared/schemas/centre-area';
import { apiRequest } from '@/lib/api-client';

export const LIST_CENTRES_FAILED = { id: 'centres.layout.centresFailed', defaultMessage: 'The training centres could not be loaded.' };

export async function listCentres(signal?: AbortSignal): Promise<CentreSummary[]> {
  const answer = await apiRequest<{ data?: CentreSummary[] }>('GET', '/training-centre/centres', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
