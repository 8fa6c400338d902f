// POST /classes/join { code } (students) -> { status, data: { classId, status } }. An expired
// code does not fail: the student becomes a pending member waiting for the teacher.
import { useCallback } from 'react';
import { joinClassRequestSchema } from '@shared/schemas/class';
import { apiRequest } from '@/lib/api-client';
import { retryWhenBusy } from '@/lib/retry-when-busy';

export { joinClassRequestSchema };

export interface JoinResult {
  classId: string;
  status: 'active' | 'pending';
}

export const JOIN_FAILED = { id: 'errors.class/join-failed', defaultMessage: 'Failed to join class with code' };

export async function joinClass(code: string): Promise<JoinResult> {
  const body = joinClassRequestSchema.parse({ code });
  // A class joining at once may find the join counters busy for a moment: tried again.
  const answer = await retryWhenBusy(() => apiRequest<{ status: string; data: JoinResult }>('POST', '/classes/join', { body }));
  return { classId: answer.data.classId, status: answer.data.status === 'pending' ? 'pending' : 'active' };
}

export function useJoinClass(): (code: string) => Promise<JoinResult> {
  return useCallback((code: string) => joinClass(code), []);
}
