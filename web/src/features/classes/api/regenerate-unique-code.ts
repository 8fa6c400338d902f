// POST /classes/{classId}/unique-code?userId= { ttlDays? } -> a new code (1-90 days, 7 by
// default); the old one is revoked.
import { useCallback } from 'react';
import { regenerateCodeRequestSchema } from '@shared/schemas/class';
import { apiRequest } from '@/lib/api-client';
import { useUserId } from '../hooks/use-user-id';
import { classPath } from '../lib/api-paths';
import { joinCodeOf, type JoinCode } from './get-unique-code';

export { regenerateCodeRequestSchema };

export async function regenerateUniqueCode(classId: string, userId: string | null, ttlDays?: number): Promise<JoinCode> {
  const body = regenerateCodeRequestSchema.parse(ttlDays === undefined ? {} : { ttlDays });
  const answer = await apiRequest<{ uniqueCode?: unknown; expiresAt?: unknown }>('POST', classPath(classId, userId, '/unique-code'), { body });
  return joinCodeOf(answer);
}

export function useRegenerateUniqueCode(): (classId: string, ttlDays?: number) => Promise<JoinCode> {
  const userId = useUserId();
  return useCallback((classId: string, ttlDays?: number) => regenerateUniqueCode(classId, userId, ttlDays), [userId]);
}
