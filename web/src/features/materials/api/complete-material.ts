// POST /classes/{classId}/materials/{materialId}/complete -> {status, material}: uploaded, then
// processed; a mismatching object is deleted and the material rejected (422 'Please upload a valid file').
import { apiRequest } from '@/lib/api-client';
import type { MaterialDto } from '@shared/schemas/material';

export function completeMaterial(classId: string, materialId: string): Promise<{ status: string; material: MaterialDto }> {
  return apiRequest('POST', `/classes/${encodeURIComponent(classId)}/materials/${encodeURIComponent(materialId)}/complete`);
}
