// GET /live/reports/{sessionId}: a finished game's report (the host and the class's teachers).
import type { LiveReportDto } from '@shared/schemas/live-report';
import { apiRequest } from '@/lib/api-client';

export const LIVE_REPORT_FAILED = { id: 'live.report.loadFailed', defaultMessage: 'The report could not be loaded.' };

export async function getLiveReport(sessionId: string, signal?: AbortSignal): Promise<LiveReportDto> {
  const answer = await apiRequest<{ report: LiveReportDto }>('GET', `/live/reports/${encodeURIComponent(sessionId)}`, { signal });
  return answer.report;
}
