// POST /assessments/vark/email {language} -> 202 {data: {email}}: the report is mailed to the
// account's own address (404 assessment/not-taken, 429 assessment/mail-limit).
import type { VarkEmailRequest, VarkEmailResult } from '@shared/schemas/assessments';
import { apiRequest } from '@/lib/api-client';

export const EMAIL_VARK_REPORT_FAILED = { id: 'assessments.varkEmail.failed', defaultMessage: 'The report could not be sent. Please try again.' };

export async function emailVarkReport(body: VarkEmailRequest): Promise<VarkEmailResult> {
  const answer = await apiRequest<{ data: VarkEmailResult }>('POST', '/assessments/vark/email', { body });
  return answer.data;
}
