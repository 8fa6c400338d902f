// GET {pdf_url} (/awards/certificates/{id}/pdf) -> application/pdf, fetched with apiDownload (the
// session's token and refresh rule): the PDF is not public, so a plain link cannot fetch it.
// One download for the achievements screen (named by credential id) and My Learning (by course).
import { API_BASE, apiDownload } from '@/lib/api-client';
import { safeFileName } from '@/lib/content-disposition';

export const DOWNLOAD_CERTIFICATE_FAILED = { id: 'awards.certificate.downloadFailed', defaultMessage: 'The certificate could not be downloaded.' };

/** The PDF's URL is an API path; one that already carries the /api/v1 prefix works too. */
export function certificatePdfPath(pdfUrl: string): string {
  return pdfUrl.startsWith(`${API_BASE}/`) ? pdfUrl.slice(API_BASE.length) : pdfUrl;
}

/** certificate-{name}.pdf, safe for any file system. */
export function certificateFileName(name: string): string {
  return safeFileName(`certificate-${name}.pdf`) || 'certificate.pdf';
}

/** The PDF as a Blob, with the file name to save it under. */
export async function downloadCertificatePdf(pdfUrl: string, name: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiDownload(certificatePdfPath(pdfUrl), { signal, accept: 'application/pdf, application/json' });
  return { blob: await response.blob(), fileName: certificateFileName(name) };
}
