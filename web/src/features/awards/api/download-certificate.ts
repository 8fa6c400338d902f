// GET {certificate.pdf_url} (/awards/certificates/{id}/pdf) -> application/pdf, fetched with
// apiDownload (the session's token and refresh rule): the PDF is not public.
import type { CertificateView } from '@shared/schemas/awards';
import { API_BASE, apiDownload } from '@/lib/api-client';
import { safeFileName } from '@/lib/content-disposition';

export const DOWNLOAD_CERTIFICATE_FAILED = { id: 'awards.certificate.downloadFailed', defaultMessage: 'The certificate could not be downloaded.' };

/** pdf_url is an API path; tolerate one that already carries the /api/v1 prefix. */
export function certificatePdfPath(pdfUrl: string): string {
  return pdfUrl.startsWith(`${API_BASE}/`) ? pdfUrl.slice(API_BASE.length) : pdfUrl;
}

export function certificateFileName(credentialId: string): string {
  return safeFileName(`certificate-${credentialId}.pdf`);
}

/** The PDF as a Blob, with the file name to save it under. */
export async function downloadCertificate(
  certificate: Pick<CertificateView, 'pdf_url' | 'credential_id'>,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiDownload(certificatePdfPath(certificate.pdf_url), { signal, accept: 'application/pdf, application/json' });
  return { blob: await response.blob(), fileName: certificateFileName(certificate.credential_id) };
}
