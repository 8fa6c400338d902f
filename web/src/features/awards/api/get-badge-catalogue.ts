// GET /awards/badges -> {data: BadgeDefinitionView[]}: the active badge catalogue, each with
// `earned` and `progress` for the caller (docs/awards.md, "API").
import type { BadgeDefinitionView } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const GET_BADGE_CATALOGUE_FAILED = { id: 'awards.errors.fetchAwards', defaultMessage: 'Error fetching awards' };

export async function getBadgeCatalogue(signal?: AbortSignal): Promise<BadgeDefinitionView[]> {
  const answer = await apiRequest<{ data: BadgeDefinitionView[] }>('GET', '/awards/badges', { signal });
  return answer.data;
}
