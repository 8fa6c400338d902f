// The stored inquiry (docs/site.md 3) from a parsed form, and back to what administrators read.
// Pure: the services add the id, the caller and the time.
import { createHash } from 'node:crypto';
import { toMillis } from '../time';
import {
  FEEDBACK_CATEGORIES, INQUIRY_KINDS, INQUIRY_LANGUAGES, INQUIRY_STATUSES, ORGANIZATION_SIZES,
  type EnterpriseContact, type Feedback, type InquiryDto,
} from '../../shared/schemas/inquiry';

/** Everything an inquiry stores but its time (Firestore's, added by the service). */
export type InquiryFields = Omit<InquiryDto, 'id' | 'created_at'>;

export function enterpriseFields(input: EnterpriseContact): InquiryFields {
  return {
    kind: 'enterprise',
    name: input.name,
    email: input.email,
    organization: input.organization,
    phone: input.phone ?? '',
    size: input.size ?? null,
    message: input.message,
    category: null,
    rating: null,
    page: '',
    uid: null,
    language: input.language,
    status: 'new',
  };
}

export function feedbackFields(input: Feedback, sender: { uid: string; name: string; email: string }): InquiryFields {
  return {
    kind: 'feedback',
    name: sender.name,
    email: sender.email,
    organization: '',
    phone: '',
    size: null,
    message: input.message,
    category: input.category,
    rating: input.rating ?? null,
    page: input.page ?? '',
    uid: sender.uid,
    language: input.language,
    status: 'new',
  };
}

/** A honeypot with anything in it: a form-filling robot, answered as if it had worked. */
export const isBot = (input: Pick<EnterpriseContact, 'website'>) => (input.website ?? '').trim() !== '';

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.find((item) => item === value) ?? null;

/** A stored document as the inbox shows it (tolerant of missing fields). */
export function inquiryDto(id: string, data: Record<string, unknown>): InquiryDto {
  const created = toMillis(data.created_at);
  const rating = typeof data.rating === 'number' && Number.isInteger(data.rating) && data.rating >= 1 && data.rating <= 5 ? data.rating : null;
  return {
    id,
    kind: oneOf(INQUIRY_KINDS, data.kind) ?? 'enterprise',
    name: str(data.name),
    email: str(data.email),
    organization: str(data.organization),
    phone: str(data.phone),
    size: oneOf(ORGANIZATION_SIZES, data.size),
    message: str(data.message),
    category: oneOf(FEEDBACK_CATEGORIES, data.category),
    rating,
    page: str(data.page),
    uid: typeof data.uid === 'string' && data.uid ? data.uid : null,
    language: oneOf(INQUIRY_LANGUAGES, data.language) ?? 'ar',
    status: oneOf(INQUIRY_STATUSES, data.status) ?? 'new',
    created_at: created === undefined ? null : new Date(created).toISOString(),
  };
}

/** Rate-limit keys: no address or e-mail in a document id, only a digest. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
export const contactLimitKeys = (address: string, email: string) => ({
  address: `inquiry-ip_${digest(address)}`,
  email: `inquiry-email_${digest(email.trim().toLowerCase())}`,
});
export const feedbackLimitKey = (uid: string) => `inquiry-user_${uid}`;
