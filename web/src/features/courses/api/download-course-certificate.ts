// GET {certificate_url} (/awards/certificates/{awardId}/pdf, from GET /purchased-courses) ->
// application/pdf, fetched with apiDownload (the session's token and refresh rule): the PDF is
// not public, so a plain link cannot fetch it.
import { API_BASE, apiDownload } from '@/lib/api-client';
import { safeFileName } from '@/lib/content-disposition';

export const DOWNLOAD_COURSE_CERTIFICATE_FAILED = { id: 'awards.certificate.downloadFailed', defaultMessage: 'The certificate could not be downloaded.' };

/** certificate_url is an API path; one that already carries the /api/v1 prefix works too. */
export function certificateApiPath(url: string): string {
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
}

export function courseCertificateFileName(courseTitle: string): string {
  return safeFileName(`certificate-${courseTitle}.pdf`) || 'certificate.pdf';
}

/** The PDF as a Blob, with the file name to save it under (certificate-{course title}.pdf). */
export async function downloadCourseCertificate(
  course: { certificate_url: string; title: string },
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiDownload(certificateApiPath(course.certificate_url), { signal, accept: 'application/pdf, application/json' });
  return { blob: await response.blob(), fileName: courseCertificateFileName(course.title) };
}
