// PATCH /admin/inquiries/{id} { status } -> { data: InquiryDto }.
import type { InquiryDto, InquiryStatus } from '@shared/schemas/inquiry';
import { apiRequest } from '@/lib/api-client';

export const SET_INQUIRY_STATUS_FAILED = { id: 'contact.inbox.statusFailed', defaultMessage: 'The message could not be updated.' };

export async function setInquiryStatus(id: string, status: InquiryStatus): Promise<InquiryDto> {
  const answer = await apiRequest<{ data: InquiryDto }>('PATCH', `/admin/inquiries/${encodeURIComponent(id)}`, { body: { status } });
  return answer.data;
}
