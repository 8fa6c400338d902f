import { z } from 'zod';
import {
  CLASS_COLOUR_NAMES, CLASS_ICONS, CLASS_THEMES, COURSE_FIELDS, type INVITATION_STATUSES, JOIN_CODE, type MEMBER_ROLES,
  type MEMBER_STATUSES, type ClassColourName,
} from '../constants';
import { clientIdWith, code, emailField, requiredDocId, sixDigitCode } from './common';

const invalid = code('validation/invalid-input');

const className = z
  .string(code('validation/all-fields-required'))
  .trim()
  .min(1, code('validation/all-fields-required'))
  .max(80, invalid);

/** POST /classes. Colours default to the course field's pair. */
export const createClassRequestSchema = z
  .object({
    name: className,
    course_field: z.enum(COURSE_FIELDS, code('validation/all-fields-required')),
    description: z.string(invalid).trim().max(500, invalid).default(''),
    icon: z.enum(CLASS_ICONS, invalid).default('book'),
    theme: z.enum(CLASS_THEMES, invalid).default('purple_sky'),
    colour: z.enum(CLASS_COLOUR_NAMES as [ClassColourName, ...ClassColourName[]], invalid).optional(),
  })
  .strict();
export type CreateClassRequest = z.input<typeof createClassRequestSchema>;

/** PATCH /classes/{classId}: any of the create fields. */
export const updateClassRequestSchema = z
  .object({
    name: className,
    course_field: z.enum(COURSE_FIELDS, invalid),
    description: z.string(invalid).trim().max(500, invalid),
    icon: z.enum(CLASS_ICONS, invalid),
    theme: z.enum(CLASS_THEMES, invalid),
    colour: z.enum(CLASS_COLOUR_NAMES as [ClassColourName, ...ClassColourName[]], invalid),
  })
  .partial()
  .strict();

/** ?userId= on class calls (spec: 'User ID is required'). */
export const userIdQuerySchema = z.object({ userId: requiredDocId('class/user-id-required') });

export const regenerateCodeRequestSchema = z
  .object({ ttlDays: z.number(invalid).int(invalid).min(1, invalid).max(JOIN_CODE.maxTtlDays, invalid).optional() })
  .strict();

export const joinClassRequestSchema = z.object({ code: sixDigitCode }).strict();

export const updateMemberRequestSchema = z
  .object({ status: z.enum(['active', 'inactive'], invalid) })
  .strict();

/** POST /classes/bulk-invite: e-mails, or a CSV/XLSX file (base64), and an id that makes retries safe. */
export const bulkInviteRequestSchema = z
  .object({
    classId: requiredDocId('class/class-id-required'),
    requestId: clientIdWith('validation/invalid-input'),
    emails: z.array(z.string(invalid)).max(500, invalid).optional(),
    file: z
      .object({
        name: z.string(invalid).min(1, invalid).max(200, invalid),
        content_base64: z.string(invalid).min(1, code('invite/file-required')),
      })
      .optional(),
  })
  .strict()
  .refine((body) => !!body.emails?.length || !!body.file, code('invite/file-required'));

export const inviteeEmailSchema = emailField;

export type MemberRole = (typeof MEMBER_ROLES)[number];
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A class as the API answers it (spec 000 and 001: id, name/course_name, course_field, ...). */
export interface ClassDto {
  id: string;
  name: string;
  /** Spec 001's sidebar name for the class name. */
  course_name: string;
  course_field: (typeof COURSE_FIELDS)[number];
  description: string;
  icon: string;
  theme: string;
  colour: ClassColourName;
  colors: { primary: string; secondary: string };
  owner_uid: string;
  owner_name: string;
  member_count: number;
  /** The caller's relation to the class. */
  role: MemberRole | null;
  status: MemberStatus | null;
  isInvitation: boolean;
  invitationId?: string;
  created_at: string | null;
}

export interface MemberDto {
  uid: string;
  name: string;
  avatar_id: number;
  role: MemberRole;
  status: MemberStatus;
  score: number;
  joined_at: string | null;
}
