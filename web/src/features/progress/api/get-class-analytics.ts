// GET /quiz/analytics/class/{classId} (class teachers) -> { status, data: ClassAnalytics }:
// overview, score bands, student results, trend, top performers and per-challenge summaries.
import type { ClassAnalytics } from '@shared/schemas/analytics';
import { apiRequest } from '@/lib/api-client';

export const CLASS_ANALYTICS_FAILED = { id: 'progress.error.load', defaultMessage: 'The progress could not be loaded.' };

export async function getClassAnalytics(classId: string, signal?: AbortSignal): Promise<ClassAnalytics> {
  const answer = await apiRequest<{ data: ClassAnalytics }>('GET', `/quiz/analytics/class/${encodeURIComponent(classId)}`, { signal });
  return answer.data;
}
