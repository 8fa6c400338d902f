// PATCH /classes/{classId}/members/{uid} { status: 'active' | 'inactive' } (class teachers)
// -> { status, data: MemberDto }. Activating a pending member approves them.
import { useCallback } from 'react';
import { updateMemberRequestSchema, type MemberDto } from '@shared/schemas/class';
import { apiRequest } from '@/lib/api-client';
import { classPath } from '../lib/api-paths';

export { updateMemberRequestSchema };

export const UPDATE_MEMBER_FAILED = { id: 'members.errors.updateFailed', defaultMessage: "Could not change the member's status. Please try again." };

export async function updateMember(classId: string, uid: string, status: 'active' | 'inactive'): Promise<MemberDto> {
  const body = updateMemberRequestSchema.parse({ status });
  const answer = await apiRequest<{ status: string; data: MemberDto }>(
    'PATCH',
    classPath(classId, null, `/members/${encodeURIComponent(uid)}`),
    { body },
  );
  return answer.data;
}

export function useUpdateMember(): (classId: string, uid: string, status: 'active' | 'inactive') => Promise<MemberDto> {
  return useCallback((classId: string, uid: string, status: 'active' | 'inactive') => updateMember(classId, uid, status), []);
}
