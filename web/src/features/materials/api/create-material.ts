// POST /classes/{classId}/materials createMaterialRequestSchema -> 201 {status, material,
// upload: UploadTarget}; refused before any upload: wrong type 415, too large 413.
import { apiRequest } from '@/lib/api-client';
import { createMaterialRequestSchema, type MaterialDto, type UploadTarget } from '@shared/schemas/material';
import type { CreateMaterialRequest } from '../lib/material-form';

export { createMaterialRequestSchema };

export function createMaterial(
  classId: string,
  request: CreateMaterialRequest,
): Promise<{ status: string; material: MaterialDto; upload: UploadTarget }> {
  const body = createMaterialRequestSchema.parse(request);
  return apiRequest('POST', `/classes/${encodeURIComponent(classId)}/materials`, { body });
}
