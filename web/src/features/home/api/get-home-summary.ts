// GET /home -> { status, data: HomeSummary }: the caller's home, one shape per role
// (docs/home.md). Parsed with the shared schema, so a drifting answer fails loudly here.
import { homeSummarySchema, type HomeSummary } from '@shared/schemas/home';
import { apiRequest } from '@/lib/api-client';

export const HOME_SUMMARY_FAILED = { id: 'home.loadFailed', defaultMessage: 'Your home could not be loaded.' };

export async function getHomeSummary(signal?: AbortSignal): Promise<HomeSummary> {
  const answer = await apiRequest<{ status: string; data: unknown }>('GET', '/home', { signal });
  return homeSummarySchema.parse(answer.data);
}
