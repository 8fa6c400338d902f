// GET /awards/admin/badges (administrators) -> {data: BadgeDefinitionView[]}: every badge
// definition, built-in and custom, inactive and retired ones too (docs/awards.md, "API").
import type { BadgeDefinitionView } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const LIST_BADGE_DEFINITIONS_FAILED = { id: 'awards.errors.fetchAwards', defaultMessage: 'Error fetching awards' };

export async function listBadgeDefinitions(signal?: AbortSignal): Promise<BadgeDefinitionView[]> {
  const answer = await apiRequest<{ data: BadgeDefinitionView[] }>('GET', '/awards/admin/badges', { signal });
  return answer.data;
}
