// DELETE /classes/{classId}/materials/{materialId} -> {status}.
import { apiRequest } from '@/lib/api-client';

export function deleteMaterial(classId: string, materialId: string): Promise<{ status: string }> {
  return apiRequest('DELETE', `/classes/${encodeURIComponent(classId)}/materials/${encodeURIComponent(materialId)}`);
}
