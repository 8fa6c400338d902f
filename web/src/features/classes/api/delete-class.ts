// DELETE /classes/{classId}?userId= (the owner) -> { status }. The server removes the class,
// its members, memberships, invitations, join codes and files.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useUserId } from '../hooks/use-user-id';
import { classPath } from '../lib/api-paths';

export const DELETE_CLASS_FAILED = { id: 'classes.errors.deleteFailed', defaultMessage: 'Failed to delete class' };

export async function deleteClass(classId: string, userId: string | null): Promise<void> {
  await apiRequest<{ status: string }>('DELETE', classPath(classId, userId));
}

export function useDeleteClass(): (classId: string) => Promise<void> {
  const userId = useUserId();
  return useCallback((classId: string) => deleteClass(classId, userId), [userId]);
}
