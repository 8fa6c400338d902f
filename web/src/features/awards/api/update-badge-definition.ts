// PUT /awards/{definitionId} (administrators) {changed fields} -> {data: BadgeDefinitionView}.
import type { BadgeDefinitionView, UpdateBadgeDefinitionInput } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const UPDATE_BADGE_DEFINITION_FAILED = { id: 'awards.errors.update', defaultMessage: 'Error updating award' };

export async function updateBadgeDefinition(id: string, body: UpdateBadgeDefinitionInput): Promise<BadgeDefinitionView> {
  const answer = await apiRequest<{ data: BadgeDefinitionView }>('PUT', `/awards/${encodeURIComponent(id)}`, { body });
  return answer.data;
}
