// Submission counts per challenge for the teacher's list, from GET /quiz/analytics/class/{classId}
// (class teachers): overview.student_count and challenges[] { challenge_id, submissions,
// graded, pending_grading, average_percent }.
import { apiRequest } from '@/lib/api-client';

export interface ChallengeStats {
  submissions: number;
  graded: number;
  pending_grading: number;
  average_percent: number | null;
}

export interface ClassChallengeStats {
  students: number;
  byChallenge: Record<string, ChallengeStats>;
}

interface AnalyticsAnswer {
  overview?: { student_count?: number };
  challenges?: { challenge_id: string; submissions?: number; graded?: number; pending_grading?: number; average_percent?: number | null }[];
}

export async function getChallengeStats(classId: string, signal?: AbortSignal): Promise<ClassChallengeStats> {
  const answer = await apiRequest<{ status: string; data: AnalyticsAnswer }>('GET', `/quiz/analytics/class/${encodeURIComponent(classId)}`, { signal });
  const byChallenge: Record<string, ChallengeStats> = {};
  for (const row of answer.data?.challenges ?? []) {
    byChallenge[row.challenge_id] = {
      submissions: row.submissions ?? 0,
      graded: row.graded ?? 0,
      pending_grading: row.pending_grading ?? 0,
      average_percent: typeof row.average_percent === 'number' ? row.average_percent : null,
    };
  }
  return { students: answer.data?.overview?.student_count ?? 0, byChallenge };
}
