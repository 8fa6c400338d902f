// The enterprise course form (create and edit; spec 001 section 5 "Enterprise course form"):
// inputs as typed, turned into the API's body and checked with the shared zod schemas, so the
// client gives the spec's messages before the server would. Pure.
import type { ErrorCode } from '@shared/errors';
import type { CourseCategory, CourseLanguage, CourseLevel } from '@shared/schemas/course';
import {
  createEnterpriseCourseSchema, updateEnterpriseCourseSchema,
  type CreateEnterpriseCourseInput, type EnterpriseCourse, type UpdateEnterpriseCourseInput,
} from '@shared/schemas/enterprise-course';
import { fieldErrorCodes } from '@/lib/api-client';

export interface EnterpriseCourseFormValues {
  title: string;
  description: string;
  category: CourseCategory | '';
  level: CourseLevel | '';
  teacher_id: string;
  /** Whole sparks as typed; empty means free. */
  price: string;
  /** Hours as typed; empty means not given. */
  duration: string;
  language: CourseLanguage;
  /** One item per line. */
  prerequisites: string;
  learning_objectives: string;
  target_audience: string;
  certification: boolean;
  freemium: boolean;
}

export type EnterpriseCourseField = keyof EnterpriseCourseFormValues;
export type EnterpriseCourseErrors = Partial<Record<EnterpriseCourseField | 'thumbnail' | 'video_preview', ErrorCode>>;

/** The enterprise form's categories (spec 001 section 5), a subset of the shared list. */
export const ENTERPRISE_CATEGORIES = [
  'programming', 'design', 'business', 'marketing', 'photography', 'music', 'health-fitness', 'language', 'academic', 'lifestyle',
] as const satisfies readonly CourseCategory[];

/** Language defaults to English (spec 001 section 9). */
export const EMPTY_ENTERPRISE_FORM: EnterpriseCourseFormValues = {
  title: '', description: '', category: '', level: '', teacher_id: '', price: '', duration: '', language: 'en',
  prerequisites: '', learning_objectives: '', target_audience: '', certification: false, freemium: false,
};

/**
 * A new course's form: the language proposed is the centre's default language (its settings,
 * docs/centres.md), English when unknown (the settings could not be read).
 */
export function newEnterpriseForm(defaultLanguage: CourseLanguage | undefined): EnterpriseCourseFormValues {
  return { ...EMPTY_ENTERPRISE_FORM, language: defaultLanguage ?? EMPTY_ENTERPRISE_FORM.language };
}

export function formFromEnterpriseCourse(course: EnterpriseCourse): EnterpriseCourseFormValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    teacher_id: course.teacher_id ?? '',
    price: course.price > 0 ? String(course.price) : '',
    duration: course.duration === null ? '' : String(course.duration),
    language: course.language,
    prerequisites: course.prerequisites.join('\n'),
    learning_objectives: course.learning_objectives.join('\n'),
    target_audience: course.target_audience,
    certification: course.certification,
    freemium: course.freemium,
  };
}

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length > 0);

/** '' -> fallback; otherwise a Number (Arabic-Indic digits count), NaN and fractions fail the schema. */
export function typedNumber(text: string, fallback: number | null): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  return Number(trimmed.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))));
}

/** The body POST and PUT take (uploads aside): price 0 when empty, duration null when empty (spec). */
export function enterpriseCourseBody(values: EnterpriseCourseFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    level: values.level,
    teacher_id: values.teacher_id,
    price: typedNumber(values.price, 0),
    duration: typedNumber(values.duration, null),
    language: values.language,
    prerequisites: lines(values.prerequisites),
    learning_objectives: lines(values.learning_objectives),
    target_audience: values.target_audience,
    certification: values.certification,
    freemium: values.freemium,
  };
}

export type EnterpriseFormCheck<T> = { ok: true; body: T } | { ok: false; errors: EnterpriseCourseErrors };

function check<T>(result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): EnterpriseFormCheck<T> {
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: fieldErrorCodes(result.error.issues) as EnterpriseCourseErrors };
}

export function checkCreateEnterpriseCourse(values: EnterpriseCourseFormValues, enterprise?: string): EnterpriseFormCheck<CreateEnterpriseCourseInput> {
  return check(createEnterpriseCourseSchema.safeParse({ ...enterpriseCourseBody(values), ...(enterprise ? { enterprise } : {}) }));
}

export function checkUpdateEnterpriseCourse(values: EnterpriseCourseFormValues): EnterpriseFormCheck<UpdateEnterpriseCourseInput> {
  return check(updateEnterpriseCourseSchema.safeParse(enterpriseCourseBody(values)));
}

/** Server field paths that name a form field differently. */
const SERVER_FIELDS: Record<string, keyof EnterpriseCourseErrors> = {
  thumbnail_id: 'thumbnail', video_preview_id: 'video_preview', instructorId: 'teacher_id', teacherId: 'teacher_id',
  certificateOffered: 'certification', freemiumEnabled: 'freemium',
};

/** A 4xx answer's `fields` as form errors. */
export function serverFieldErrors(fields: readonly { path: string; code?: string; message?: string }[] | undefined): EnterpriseCourseErrors {
  const codes = fieldErrorCodes(fields);
  return Object.fromEntries(Object.entries(codes).map(([key, code]) => [SERVER_FIELDS[key] ?? key, code]));
}
