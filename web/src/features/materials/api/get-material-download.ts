// GET /classes/{classId}/materials/{materialId}/download -> {status, url, fileName}: a token URL
// handed out after the access check (allow_download for students; teachers always).
import { apiRequest } from '@/lib/api-client';

export function getMaterialDownload(classId: string, materialId: string): Promise<{ status: string; url: string; fileName: string }> {
  return apiRequest('GET', `/classes/${encodeURIComponent(classId)}/materials/${encodeURIComponent(materialId)}/download`);
}
