// PATCH /admin/inquiries/{id} {status}: new, read or archived (the same status again is fine).
import { ApiError } from '../../lib/http';
import type { InquiryDto, InquiryStatus } from '../../shared/schemas/inquiry';
import { inquiryDto } from '../../domain/inquiries/inquiry-fields';
import { db } from '../../lib/admin';
import { inquiriesCol } from './inquiries-col';

export async function setInquiryStatus(id: string, status: InquiryStatus): Promise<InquiryDto> {
  const ref = inquiriesCol().doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('inquiry/not-found');
    if (snap.get('status') !== status) tx.update(ref, { status });
    return inquiryDto(id, { ...snap.data(), status });
  });
}
