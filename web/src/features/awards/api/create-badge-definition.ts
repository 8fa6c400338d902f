// POST /awards (administrators) {badge definition} -> 201 {data: BadgeDefinitionView}; the
// server makes the id from the English title.
import type { BadgeDefinitionView, CreateBadgeDefinitionInput } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const CREATE_BADGE_DEFINITION_FAILED = { id: 'awards.errors.create', defaultMessage: 'Error creating award' };

export async function createBadgeDefinition(body: CreateBadgeDefinitionInput): Promise<BadgeDefinitionView> {
  const answer = await apiRequest<{ data: BadgeDefinitionView }>('POST', '/awards', { body });
  return answer.data;
}
