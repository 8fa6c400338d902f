// GET /admin/inquiries: one page, newest first, of one kind and/or status (or all). Needs the
// composite indexes inquiries (kind, created_at), (status, created_at), (kind, status, created_at).
import type { Query } from 'firebase-admin/firestore';
import type { InquiryDto, InquiryListQuery } from '../../shared/schemas/inquiry';
import { inquiryDto } from '../../domain/inquiries/inquiry-fields';
import { inquiriesCol } from './inquiries-col';

export async function listInquiries(query: InquiryListQuery): Promise<{ body: InquiryDto[]; total: number }> {
  let filtered: Query = inquiriesCol();
  if (query.kind) filtered = filtered.where('kind', '==', query.kind);
  if (query.status) filtered = filtered.where('status', '==', query.status);
  const [count, page] = await Promise.all([
    filtered.count().get(),
    filtered.orderBy('created_at', 'desc').offset((query.page - 1) * query.limit).limit(query.limit).get(),
  ]);
  return { body: page.docs.map((doc) => inquiryDto(doc.id, doc.data())), total: count.data().count };
}
