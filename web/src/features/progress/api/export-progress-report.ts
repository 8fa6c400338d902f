// GET /quiz/analytics/class/{classId}/export?by=student|question&requestId=&lang= (class
// teachers) -> a text/csv attachment. 3 sparks once per requestId (the same id downloads again
// for free); a short balance answers 402 wallet/insufficient-sparks with values.needed.
// The file comes through apiDownload (the session's token and refresh rule).
import type { ExportKind } from '@shared/schemas/analytics';
import { apiDownload } from '@/lib/api-client';
import { fileNameFromDisposition } from '@/lib/content-disposition';
import { defaultFileName } from '../lib/csv-file';

export const EXPORT_FAILED = { id: 'progress.export.failed', defaultMessage: 'The report could not be downloaded.' };

export interface ProgressReport {
  blob: Blob;
  fileName: string;
  /** Sparks taken by this download: 3, or 0 for a repeat of a paid request. */
  charged: number | null;
  balance: number | null;
}

export interface ExportRequest {
  classId: string;
  className: string;
  by: ExportKind;
  requestId: string;
  lang: 'ar' | 'en';
}

export function exportPath({ classId, by, requestId, lang }: Omit<ExportRequest, 'className'>): string {
  const query = new URLSearchParams({ by, requestId, lang });
  return `/quiz/analytics/class/${encodeURIComponent(classId)}/export?${query.toString()}`;
}

const numberHeader = (response: Response, name: string): number | null => {
  const raw = response.headers.get(name);
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

export async function exportProgressReport(request: ExportRequest, signal?: AbortSignal): Promise<ProgressReport> {
  const response = await apiDownload(exportPath(request), { signal });
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? defaultFileName(request.className, request.by),
    charged: numberHeader(response, 'X-Sparks-Charged'),
    balance: numberHeader(response, 'X-Sparks-Balance'),
  };
}

