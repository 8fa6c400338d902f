// GET /training-centre/analytics.csv -> a text/csv attachment (per course rows, then per class
// rows, UTF-8 with BOM), fetched with apiDownload (the session's token and refresh rule).
import { apiDownload } from '@/lib/api-client';
import { fileNameFromDisposition } from '@/lib/content-disposition';
import { analyticsFileName } from '../lib/centre-csv';
import { withCentre } from '../lib/centre-param';

export const DOWNLOAD_CENTRE_ANALYTICS_FAILED = { id: 'centres.analytics.exportFailed', defaultMessage: 'The CSV file could not be downloaded.' };

/** The CSV as a Blob, with the file name to save it under (the server's, else a dated one). */
export async function downloadCentreAnalytics(enterprise: string | undefined): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiDownload(withCentre('/training-centre/analytics.csv', enterprise));
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? analyticsFileName(new Date());
  return { blob: await response.blob(), fileName };
}
