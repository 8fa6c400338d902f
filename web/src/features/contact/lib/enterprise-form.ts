// The enterprise contact form's state and the body it sends, checked with the shared schema
// first so the field messages match the server's. Pure.
import type { ErrorCode } from '@shared/errors';
import { enterpriseContactSchema, type EnterpriseContact, type OrganizationSize } from '@shared/schemas/inquiry';
import { fieldErrorCodes } from '@/lib/api-client';

export interface EnterpriseForm {
  name: string;
  email: string;
  organization: string;
  phone: string;
  size: OrganizationSize | '';
  message: string;
  /** The honeypot, hidden from people. */
  website: string;
}

export const EMPTY_ENTERPRISE_FORM: EnterpriseForm = { name: '', email: '', organization: '', phone: '', size: '', message: '', website: '' };

export type EnterpriseField = keyof EnterpriseForm;

export function enterpriseInput(
  form: EnterpriseForm,
  language: 'ar' | 'en',
): { ok: true; input: EnterpriseContact } | { ok: false; fields: Partial<Record<EnterpriseField, ErrorCode>> } {
  const parsed = enterpriseContactSchema.safeParse({
    name: form.name,
    email: form.email.trim(),
    organization: form.organization,
    phone: form.phone.trim(),
    ...(form.size ? { size: form.size } : {}),
    message: form.message,
    language,
    website: form.website,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: fieldErrorCodes(parsed.error.issues) };
}
