// GET /quiz/analytics/student/{userId}/class/{classId} (the student themselves as an active
// member, or the class's teachers) -> { status, data: StudentAnalytics }.
import type { StudentAnalytics } from '@shared/schemas/analytics';
import { apiRequest } from '@/lib/api-client';

export async function getStudentAnalytics(classId: string, userId: string, signal?: AbortSignal): Promise<StudentAnalytics> {
  const path = `/quiz/analytics/student/${encodeURIComponent(userId)}/class/${encodeURIComponent(classId)}`;
  const answer = await apiRequest<{ data: StudentAnalytics }>('GET', path, { signal });
  return answer.data;
}
