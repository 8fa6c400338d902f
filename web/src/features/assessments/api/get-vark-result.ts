// GET /assessments/vark -> {data: VarkResult} (the latest); null when not taken yet (404 assessment/not-taken).
import type { VarkResult } from '@shared/schemas/assessments';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

export async function getVarkResult(signal?: AbortSignal): Promise<VarkResult | null> {
  try {
    const answer = await apiRequest<{ data: VarkResult }>('GET', '/assessments/vark', { signal });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'assessment/not-taken') return null;
    throw error;
  }
}
