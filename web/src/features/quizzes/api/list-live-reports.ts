// GET /live/reports: the caller's finished live games, newest first (My quizzes links each report
// to /live/reports/{sessionId}).
import type { LiveReportSummary } from '@shared/schemas/live-report';
import { apiRequest } from '@/lib/api-client';

export async function listLiveReports(signal?: AbortSignal): Promise<LiveReportSummary[]> {
  const answer = await apiRequest<{ reports: LiveReportSummary[] }>('GET', '/live/reports', { signal });
  return answer.reports;
}

/** The reports grouped by quiz id, each list newest first. */
export function reportsByQuiz(reports: readonly LiveReportSummary[]): Map<string, LiveReportSummary[]> {
  const byQuiz = new Map<string, LiveReportSummary[]>();
  for (const report of reports) byQuiz.set(report.quiz_id, [...(byQuiz.get(report.quiz_id) ?? []), report]);
  return byQuiz;
}
