// PATCH /classes/{classId}?userId= (class teachers) -> { status, data: ClassDto }.
import { useCallback } from 'react';
import type { z } from 'zod';
import { updateClassRequestSchema, type ClassDto } from '@shared/schemas/class';
import { apiRequest } from '@/lib/api-client';
import { useUserId } from '../hooks/use-user-id';
import { classPath } from '../lib/api-paths';

export { updateClassRequestSchema };
export type UpdateClassRequest = z.input<typeof updateClassRequestSchema>;

export const UPDATE_CLASS_FAILED = { id: 'classes.errors.updateFailed', defaultMessage: 'Failed to update class' };

export async function updateClass(classId: string, userId: string | null, body: UpdateClassRequest): Promise<ClassDto> {
  const answer = await apiRequest<{ status: string; data: ClassDto }>('PATCH', classPath(classId, userId), { body });
  return answer.data;
}

export function useUpdateClass(): (classId: string, body: UpdateClassRequest) => Promise<ClassDto> {
  const userId = useUserId();
  return useCallback((classId: string, body: UpdateClassRequest) => updateClass(classId, userId, body), [userId]);
}
