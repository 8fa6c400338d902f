// PATCH /classes/{classId}/materials/{materialId} updateMaterialRequestSchema -> {status, material}.
import { apiRequest } from '@/lib/api-client';
import { updateMaterialRequestSchema, type MaterialDto } from '@shared/schemas/material';
import type { UpdateMaterialRequest } from '../lib/material-form';

export { updateMaterialRequestSchema };

export function updateMaterial(
  classId: string,
  materialId: string,
  patch: UpdateMaterialRequest,
): Promise<{ status: string; material: MaterialDto }> {
  const body = updateMaterialRequestSchema.parse(patch);
  return apiRequest('PATCH', `/classes/${encodeURIComponent(classId)}/materials/${encodeURIComponent(materialId)}`, { body });
}
