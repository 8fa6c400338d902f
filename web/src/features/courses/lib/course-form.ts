// The course form (Add New Course and edit): text inputs as typed, turned into the API's body
// and checked with the shared zod schemas, so the client says what the server would. Pure.
import type { ErrorCode } from '@shared/errors';
import {
  createCourseSchema, updateCourseSchema, type Course, type CourseCategory, type CourseLanguage, type CourseLevel,
  type CreateCourseInput, type FaqItem, type UpdateCourseInput,
} from '@shared/schemas/course';
import { fieldErrorCodes } from '@/lib/api-client';

export interface CourseFormValues {
  title: string;
  description: string;
  category: CourseCategory | '';
  level: CourseLevel | '';
  /** Whole sparks as typed; empty means free. */
  price: string;
  language: CourseLanguage;
  /** Hours as typed; empty means not given. */
  duration: string;
  /** One item per line. */
  prerequisites: string;
  learning_objectives: string;
  target_audience: string;
  certification: boolean;
  freemium: boolean;
  faq: FaqItem[];
}

export type CourseFieldName = keyof CourseFormValues;
export type CourseFormErrors = Partial<Record<CourseFieldName, ErrorCode>>;

export const EMPTY_COURSE_FORM: CourseFormValues = {
  title: '', description: '', category: '', level: '', price: '', language: 'ar', duration: '',
  prerequisites: '', learning_objectives: '', target_audience: '', certification: false, freemium: false, faq: [],
};

export function formFromCourse(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    price: course.price > 0 ? String(course.price) : '',
    language: course.language,
    duration: course.duration === null ? '' : String(course.duration),
    prerequisites: course.prerequisites.join('\n'),
    learning_objectives: course.learning_objectives.join('\n'),
    target_audience: course.target_audience,
    certification: course.certification,
    freemium: course.freemium,
    faq: course.faq.map((item) => ({ ...item })),
  };
}

/** Non-empty trimmed lines. */
export function lines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length > 0);
}

/** A typed number: '' -> fallback; anything else as Number (NaN and fractions fail the schema). */
function number(text: string, fallback: number | null): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  // Arabic-Indic digits typed on an Arabic keyboard count as digits.
  const western = trimmed.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));
  return Number(western);
}

/** The body both POST and PUT take (thumbnail and enterprise aside). */
export function courseBody(values: CourseFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    level: values.level,
    price: number(values.price, 0),
    language: values.language,
    duration: number(values.duration, null),
    prerequisites: lines(values.prerequisites),
    learning_objectives: lines(values.learning_objectives),
    target_audience: values.target_audience,
    certification: values.certification,
    freemium: values.freemium,
    faq: values.faq.filter((item) => item.question.trim() || item.answer.trim()),
  };
}

export type CourseFormCheck<T> = { ok: true; body: T } | { ok: false; errors: CourseFormErrors };

function check<T>(result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): CourseFormCheck<T> {
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: fieldErrorCodes(result.error.issues) as CourseFormErrors };
}

export function checkCreateCourse(values: CourseFormValues): CourseFormCheck<CreateCourseInput> {
  return check(createCourseSchema.safeParse(courseBody(values)));
}

export function checkUpdateCourse(values: CourseFormValues): CourseFormCheck<UpdateCourseInput> {
  return check(updateCourseSchema.safeParse(courseBody(values)));
}
