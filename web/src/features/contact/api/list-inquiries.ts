// GET /admin/inquiries?kind&status&page&limit -> { body: InquiryDto[], total }.
import type { InquiryDto, InquiryKind, InquiryStatus } from '@shared/schemas/inquiry';
import { apiRequest } from '@/lib/api-client';

export const LIST_INQUIRIES_FAILED = { id: 'contact.inbox.loadFailed', defaultMessage: 'The messages could not be loaded.' };

export interface InquiryPage {
  body: InquiryDto[];
  total: number;
}

export async function listInquiries(
  query: { kind: InquiryKind; status: InquiryStatus | null; page: number; limit: number },
  signal?: AbortSignal,
): Promise<InquiryPage> {
  const params = new URLSearchParams({ kind: query.kind, page: String(query.page), limit: String(query.limit) });
  if (query.status) params.set('status', query.status);
  const answer = await apiRequest<Partial<InquiryPage>>('GET', `/admin/inquiries?${params.toString()}`, { signal });
  return { body: answer.body ?? [], total: answer.total ?? 0 };
}
