// POST /classes/{classId}/leave -> { status } (not the owner).
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { classPath } from '../lib/api-paths';

export const LEAVE_FAILED = { id: 'members.errors.leaveFailed', defaultMessage: 'Could not leave the class. Please try again.' };

export async function leaveClass(classId: string): Promise<void> {
  await apiRequest<{ status: string }>('POST', classPath(classId, null, '/leave'));
}

export function useLeaveClass(): (classId: string) => Promise<void> {
  return useCallback((classId: string) => leaveClass(classId), []);
}
