// POST /classes (teachers) -> 201 { status, data: ClassDto }. The server also writes the
// owner's member and membership documents, so the new class shows up in the live list.
import { useCallback } from 'react';
import { createClassRequestSchema, type ClassDto, type CreateClassRequest } from '@shared/schemas/class';
import { apiRequest } from '@/lib/api-client';

export { createClassRequestSchema };

export const CREATE_CLASS_FAILED = { id: 'classes.errors.createFailed', defaultMessage: 'Failed to create class. Please try again.' };

export async function createClass(body: CreateClassRequest): Promise<ClassDto> {
  const answer = await apiRequest<{ status: string; data: ClassDto }>('POST', '/classes', { body });
  return answer.data;
}

export function useCreateClass(): (body: CreateClassRequest) => Promise<ClassDto> {
  return useCallback((body: CreateClassRequest) => createClass(body), []);
}
