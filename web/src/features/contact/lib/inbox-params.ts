// The inbox keeps its tab, status filter and page in the address (?kind=&status=&page=), so a
// reload or a shared link shows the same view. Anything unexpected falls back. Pure.
import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from '@shared/schemas/inquiry';

export const INBOX_PAGE_SIZE = 20;

export function kindParam(value: string | null): InquiryKind {
  return INQUIRY_KINDS.find((kind) => kind === value) ?? 'enterprise';
}

/** null: every status. */
export function statusParam(value: string | null): InquiryStatus | null {
  return INQUIRY_STATUSES.find((status) => status === value) ?? null;
}

export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export const totalPages = (total: number, size = INBOX_PAGE_SIZE) => Math.max(1, Math.ceil(Math.max(0, total) / size));

/** A reply link with the subject filled in (the sender's own address, never HTML). */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
