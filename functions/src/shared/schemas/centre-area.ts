// The /training-centre area (issue 12; docs/centres.md "The area"): request bodies and queries,
// and what the API answers with. Shared with web through @shared.
import { z } from 'zod';
import { COURSE_STATUSES, COURSES, JOIN_CODE, type CourseStatus } from '../constants';
import { code, docId } from './common';
import type { CourseFile } from './course';
import { phoneField } from './user';

const invalid = code('validation/invalid-input');
/** '' (clears the field) or a value `valid` accepts; one error code either way. */
const blankOr = (valid: z.ZodType<string>, max: number, c: Parameters<typeof code>[0]) =>
  z.string(code(c)).trim().max(max, code(c)).refine((v) => v === '' || valid.safeParse(v).success, code(c));

export const CENTRE_LANGUAGES = ['ar', 'en'] as const;
export type CentreLanguage = (typeof CENTRE_LANGUAGES)[number];

export const CENTRE_SETTINGS_DEFAULTS = { join_code_days: JOIN_CODE.defaultTtlDays, default_language: 'ar' } as const;

/** The logo: JPEG, PNG or WebP under 2 MB (course thumbnails also take GIF; a logo does not). */
export const CENTRE_LOGO_TYPES = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export const CENTRE_LOGO_MAX_BYTES = COURSES.thumbnailMaxBytes;

/** PUT /training-centre/settings. */
export const centreSettingsSchema = z.strictObject({
  name: z.string(code('centre/name-required')).trim().min(1, code('centre/name-required')).max(120, invalid),
  contact_email: blankOr(z.email(), 254, 'validation/invalid-email').transform((e) => e.toLowerCase()).optional(),
  /** Digits after a country code, as the profile's phone ('+966501234567'). */
  contact_phone: blankOr(phoneField, 20, 'centre/invalid-phone').optional(),
  website: blankOr(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }), 300, 'centre/invalid-website').optional(),
  join_code_days: z.number(code('centre/invalid-join-code-days')).int(code('centre/invalid-join-code-days'))
    .min(1, code('centre/invalid-join-code-days')).max(JOIN_CODE.maxTtlDays, code('centre/invalid-join-code-days')),
  default_language: z.enum(CENTRE_LANGUAGES, invalid),
  /** A finished logo upload's id, or null to remove the logo; absent keeps it. */
  logo_id: docId.nullable().optional(),
});
export type CentreSettingsInput = z.infer<typeof centreSettingsSchema>;

/** PUT /training-centre/students/{studentId}/access. */
export const studentAccessSchema = z.strictObject({ active: z.boolean(invalid) });
export type StudentAccessInput = z.infer<typeof studentAccessSchema>;

/** ?enterprise= (administrators) and ?search= (students). */
export const centreQuerySchema = z.object({
  enterprise: docId.optional(),
  search: z.string(invalid).trim().max(100, invalid).optional(),
});
export type CentreQuery = z.infer<typeof centreQuerySchema>;

/** POST /training-centre/settings/uploads: the logo, declared before its bytes are sent. */
type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
export const centreLogoUploadSchema = z.strictObject({
  content_type: z.enum(Object.keys(CENTRE_LOGO_TYPES) as Keys<typeof CENTRE_LOGO_TYPES>, code('centre/logo-type')),
  size: z.number(invalid).int(invalid).positive(invalid).max(CENTRE_LOGO_MAX_BYTES - 1, code('centre/logo-too-large')),
});
export type CentreLogoUploadInput = z.infer<typeof centreLogoUploadSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────

export type CoursesByStatus = Record<CourseStatus, number>;
export const emptyCoursesByStatus = (): CoursesByStatus =>
  Object.fromEntries(COURSE_STATUSES.map((s) => [s, 0])) as CoursesByStatus;

export interface CentreWeek {
  /** ISO date of the week's Monday (UTC). */
  week_start: string;
  enrollments: number;
  completions: number;
  sparks_spent: number;
}

/** GET /training-centre/overview. */
export interface CentreOverview {
  teachers: number;
  students: number;
  courses_by_status: CoursesByStatus;
  enrollments: number;
  completions: number;
  /** Sparks learners paid for the centre's courses. */
  sparks_spent: number;
  /** The centre's wallet balance. */
  balance: number;
  /** The last 12 weeks, oldest first. */
  series: CentreWeek[];
}

/** GET /training-centre/classes: a class of one of the centre's teachers (read-only). */
export interface CentreClass {
  id: string;
  name: string;
  course_field: string | null;
  theme: string | null;
  colors: unknown;
  teacher_id: string;
  teacher_name: string;
  member_count: number;
  posts_count?: number;
  last_activity_at: string | null;
  created_at: string | null;
}

export interface CentreStudentCourse {
  course_id: string;
  title: string;
  /** 0-100. */
  progress: number;
  /** The enrolment's status (active, completed, expired...). */
  status: string;
}

/** GET /training-centre/students. */
export interface CentreStudent {
  id: string;
  name: string;
  email: string;
  avatar_id: string | null;
  deactivated: boolean;
  courses: CentreStudentCourse[];
  classes: { id: string; name: string }[];
  /** Mean progress over the centre's courses they are enrolled in, 0 with none. */
  average_progress: number;
}

/** PUT /training-centre/students/{id}/access. */
export interface CentreStudentAccess {
  id: string;
  deactivated: boolean;
}

export const SCORE_BANDS = ['0-49', '50-69', '70-89', '90-100'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export interface CentreCourseFigures {
  course_id: string;
  title: string;
  status: CourseStatus;
  enrollments: number;
  completions: number;
  /** completions / enrollments in percent, whole; 0 with no enrolment. */
  completion_rate: number;
}

export interface CentreClassFigures {
  class_id: string;
  name: string;
  submissions: number;
  /** Mean of graded submissions' percent, whole; null with none. */
  average_percent: number | null;
}

/** GET /training-centre/analytics. */
export interface CentreAnalytics {
  courses: CentreCourseFigures[];
  quiz_bands: { band: ScoreBand; count: number }[];
  quiz_submissions: number;
  classes: CentreClassFigures[];
}

/** GET /training-centre/settings (and PUT's answer). */
export interface CentreSettings {
  name: string;
  logo: CourseFile | null;
  contact_email: string;
  contact_phone: string;
  website: string;
  join_code_days: number;
  default_language: CentreLanguage;
}

/** POST /training-centre/settings/uploads. */
export interface CentreLogoUploadTarget {
  file_id: string;
  upload: { url: string; method: 'PUT'; headers: Record<string, string> };
}

/** GET /training-centre/centres (administrators' picker). */
export interface CentreSummary {
  id: string;
  name: string;
  email: string;
}
