// Enterprise contacts and feedback, read by administrators (docs/site.md 3). Shared with the web
// through @shared, so the forms check what the server checks.
import { z } from 'zod';
import { INQUIRIES } from '../constants';
import { code, docIdWith, emailField } from './common';

export const INQUIRY_KINDS = ['enterprise', 'feedback'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const INQUIRY_STATUSES = ['new', 'read', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'content', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** How many people the centre trains (the form's select). */
export const ORGANIZATION_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];

export const INQUIRY_LANGUAGES = ['ar', 'en'] as const;

const fields = code('inquiry/invalid-fields');
const invalid = code('validation/invalid-input');

const nameField = z.string(fields).trim().min(1, fields).max(INQUIRIES.nameMaxLength, fields);
const messageField = z.string(fields).trim().min(INQUIRIES.messageMinLength, fields).max(INQUIRIES.messageMaxLength, fields);
const languageField = z.enum(INQUIRY_LANGUAGES, invalid).default('ar');

/** A phone as people type it ('+966 50 123 4567', '(011) 555-0101'): 6..15 digits, '' for none. */
export const inquiryPhoneField = z
  .string(code('inquiry/invalid-phone'))
  .trim()
  .max(25, code('inquiry/invalid-phone'))
  .refine((phone) => {
    if (phone === '') return true;
    const digits = phone.replace(/\D/g, '').length;
    return /^\+?[\d\s().-]+$/.test(phone) && digits >= 6 && digits <= 15;
  }, code('inquiry/invalid-phone'));

/** POST /contact/enterprise (no login). `website` is a honeypot: people leave it empty. */
export const enterpriseContactSchema = z.strictObject({
  name: nameField,
  email: emailField,
  organization: z.string(fields).trim().min(1, fields).max(INQUIRIES.organizationMaxLength, fields),
  phone: inquiryPhoneField.optional(),
  size: z.enum(ORGANIZATION_SIZES, invalid).optional(),
  message: messageField,
  language: languageField,
  website: z.string(invalid).max(500, invalid).optional(),
}, invalid);
export type EnterpriseContactInput = z.input<typeof enterpriseContactSchema>;
export type EnterpriseContact = z.output<typeof enterpriseContactSchema>;

/** An app path the feedback is about ('/classroom/feed'), never an absolute URL. */
const pagePath = z
  .string(invalid)
  .trim()
  .max(300, invalid)
  .regex(/^(\/[^\s]*)?$/, invalid)
  .refine((page) => !page.startsWith('//'), invalid);

/** POST /feedback (login). */
export const feedbackSchema = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES, code('inquiry/invalid-category')),
  rating: z.number(invalid).int(invalid).min(1, invalid).max(5, invalid).nullable().optional(),
  message: messageField,
  page: pagePath.optional(),
  language: languageField,
}, invalid);
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

const queryInt = (max: number, fallback: number) =>
  z.coerce.number(invalid).int(invalid).min(1, invalid).max(max, invalid).default(fallback);

/** GET /admin/inquiries?kind&status&page&limit (no kind or status: all of them). */
export const inquiryListQuerySchema = z.object({
  kind: z.enum(INQUIRY_KINDS, invalid).optional(),
  status: z.enum(INQUIRY_STATUSES, code('inquiry/invalid-status')).optional(),
  page: queryInt(1000, 1),
  limit: queryInt(INQUIRIES.pageMaxLimit, INQUIRIES.pageDefaultLimit),
});
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;

/** PATCH /admin/inquiries/{id}. */
export const inquiryStatusSchema = z.strictObject({
  status: z.enum(INQUIRY_STATUSES, code('inquiry/invalid-status')),
}, invalid);

export const inquiryIdSchema = docIdWith('inquiry/not-found');

/** One inquiry as administrators read it. Fields a kind does not have are '' or null. */
export interface InquiryDto {
  id: string;
  kind: InquiryKind;
  name: string;
  email: string;
  organization: string;
  phone: string;
  size: OrganizationSize | null;
  message: string;
  category: FeedbackCategory | null;
  rating: number | null;
  /** The app path feedback is about ('' if none). */
  page: string;
  uid: string | null;
  language: 'ar' | 'en';
  status: InquiryStatus;
  created_at: string | null;
}
