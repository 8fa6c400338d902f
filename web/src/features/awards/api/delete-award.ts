// DELETE /awards/{id}?permanent=true|false (administrators): a badge definition (soft: retired;
// permanent: removed, never a built-in) or a certificate (soft: revoked). Answers what is left
// after a soft delete, null after a permanent one.
import type { AwardView, BadgeDefinitionView } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const DELETE_AWARD_FAILED = { id: 'awards.errors.delete', defaultMessage: 'Error deleting award' };

export async function deleteAward<T extends AwardView | BadgeDefinitionView>(id: string, permanent: boolean): Promise<T | null> {
  const answer = await apiRequest<{ data: T | null }>('DELETE', `/awards/${encodeURIComponent(id)}?permanent=${permanent}`);
  return answer.data;
}
