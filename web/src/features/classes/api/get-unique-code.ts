// GET /classes/{classId}/unique-code?userId= (class teachers) -> { status, uniqueCode, expiresAt }:
// the live join code, made when none is live.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useUserId } from '../hooks/use-user-id';
import { classPath } from '../lib/api-paths';

export interface JoinCode {
  uniqueCode: string;
  expiresAt: string | null;
}

export const UNIQUE_CODE_FAILED = { id: 'classes.errors.codeFailed', defaultMessage: 'Failed to generate unique code' };
export const UNIQUE_CODE_MISSING = { id: 'classes.errors.codeMissing', defaultMessage: 'Unique code missing in API response' };

/** The answer had no uniqueCode (spec 000 section 8: 'Unique code missing in API response'). */
export class UniqueCodeMissingError extends Error {
  constructor() {
    super(UNIQUE_CODE_MISSING.defaultMessage);
    this.name = 'UniqueCodeMissingError';
  }
}

export function joinCodeOf(answer: { uniqueCode?: unknown; expiresAt?: unknown }): JoinCode {
  if (typeof answer.uniqueCode !== 'string' || answer.uniqueCode === '') throw new UniqueCodeMissingError();
  return { uniqueCode: answer.uniqueCode, expiresAt: typeof answer.expiresAt === 'string' ? answer.expiresAt : null };
}

export async function getUniqueCode(classId: string, userId: string | null, signal?: AbortSignal): Promise<JoinCode> {
  const answer = await apiRequest<{ uniqueCode?: unknown; expiresAt?: unknown }>('GET', classPath(classId, userId, '/unique-code'), { signal });
  return joinCodeOf(answer);
}

export function useGetUniqueCode(): (classId: string, signal?: AbortSignal) => Promise<JoinCode> {
  const userId = useUserId();
  return useCallback((classId: string, signal?: AbortSignal) => getUniqueCode(classId, userId, signal), [userId]);
}
