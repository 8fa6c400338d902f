// DELETE /classes/{classId}/members/{uid} (class teachers; never the owner) -> { status }.
// Also how a teacher refuses a pending member.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { classPath } from '../lib/api-paths';

export const REMOVE_MEMBER_FAILED = { id: 'members.errors.removeFailed', defaultMessage: 'Could not remove the member. Please try again.' };

export async function removeMember(classId: string, uid: string): Promise<void> {
  await apiRequest<{ status: string }>('DELETE', classPath(classId, null, `/members/${encodeURIComponent(uid)}`));
}

export function useRemoveMember(): (classId: string, uid: string) => Promise<void> {
  return useCallback((classId: string, uid: string) => removeMember(classId, uid), []);
}
