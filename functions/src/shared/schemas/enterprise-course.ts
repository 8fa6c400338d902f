// Enterprise courses (issue 12; docs/centres.md "Enterprise courses"): a training centre's course,
// assigned to one of its teachers. They are courses (schemas/course.ts) with a teacher, the
// centre's name and a preview video. Shared with web through @shared.
import { z } from 'zod';
import { code, docId, docIdWith, requiredDocId } from './common';
import { courseDetailFields, courseHeadFields, type Course, type CourseDetail } from './course';

/**
 * The spec's camelCase names of the Enterprise course's input fields (entity and form), accepted
 * on input; answers keep the house's snake_case. Answer-only names (status, statusUpdatedAt,
 * chaptersCount, lessonsCount, teacher, chapters) are refused on input like their snake_case.
 */
const ALIASES: Record<string, string> = {
  instructorId: 'teacher_id',
  teacherId: 'teacher_id',
  certificateOffered: 'certification',
  freemiumEnabled: 'freemium',
  learningObjectives: 'learning_objectives',
  targetAudience: 'target_audience',
  thumbnailUrl: 'thumbnail_url',
  videoPreviewUrl: 'video_preview_url',
};

/** Renames the spec's aliases to the house's fields (the house's name wins when both are sent). */
export function unaliasEnterpriseCourse(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  const given = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(given)) {
    const target = ALIASES[key];
    if (target === undefined) out[key] = value;
    else if (given[target] === undefined && out[target] === undefined) out[target] = value;
  }
  return out;
}

const teacherId = requiredDocId('course/teacher-required');

/** thumbnailUrl/videoPreviewUrl on create: a new course has no uploads yet, so only empty. */
const noUploadYet = z.union([z.null(), z.literal('')], code('validation/invalid-input')).optional();
/** On PUT: the download URL of a finished upload of this course (as answered), or null/'' for none. */
const uploadUrl = z.string(code('validation/invalid-input')).trim().max(2048, code('validation/invalid-input')).nullable();

/** The course form's fields, with the assigned teacher in the thumbnail's place. */
const fieldShape = { ...courseHeadFields, teacher_id: teacherId, ...courseDetailFields };

/**
 * POST /enterprise-courses: the form's table (title, description, category, level and teacher
 * required, with the spec's messages); language defaults to English, price to 0. `enterprise`
 * is the spec's "current user id": a centre's own uid, or the centre an administrator acts for.
 * A new course has no thumbnail or preview yet: they are uploaded to the course, then set with PUT.
 */
export const createEnterpriseCourseSchema = z.preprocess(unaliasEnterpriseCourse, z.strictObject({
  title: fieldShape.title,
  description: fieldShape.description,
  category: fieldShape.category,
  level: fieldShape.level,
  teacher_id: fieldShape.teacher_id,
  enterprise: docId.nullable().optional(),
  price: fieldShape.price.default(0),
  language: fieldShape.language.default('en'),
  duration: fieldShape.duration.default(null),
  prerequisites: fieldShape.prerequisites.default([]),
  learning_objectives: fieldShape.learning_objectives.default([]),
  target_audience: fieldShape.target_audience.default(''),
  certification: fieldShape.certification.default(false),
  freemium: fieldShape.freemium.default(false),
  faq: fieldShape.faq.default([]),
  thumbnail_url: noUploadYet,
  video_preview_url: noUploadYet,
}));
export type CreateEnterpriseCourseInput = z.infer<typeof createEnterpriseCourseSchema>;

/** PUT /enterprise-courses/{id}: the fields it changes (at least one), the uploads and the teacher. */
export const updateEnterpriseCourseSchema = z.preprocess(unaliasEnterpriseCourse, z
  .strictObject({
    ...fieldShape,
    enterprise: docId.nullable(),
    /** A finished thumbnail upload of this course, or null for none. */
    thumbnail_id: docIdWith('validation/invalid-id').nullable(),
    /** A finished video upload of this course, or null for none. */
    video_preview_id: docIdWith('validation/invalid-id').nullable(),
    /** thumbnailUrl: the same by the URL the API answered (thumbnail_id wins when both are sent). */
    thumbnail_url: uploadUrl,
    /** videoPreviewUrl: likewise for the preview video. */
    video_preview_url: uploadUrl,
  })
  .partial()
  .refine((patch) => Object.entries(patch).some(([key, v]) => key !== 'enterprise' && v !== undefined), {
    ...code('validation/all-fields-required'),
    when: (payload) => payload.issues.length === 0,
  }));
export type UpdateEnterpriseCourseInput = z.infer<typeof updateEnterpriseCourseSchema>;

/** GET /enterprise-courses (and every call of the base): administrators name the centre. */
export const enterpriseQuerySchema = z.object({ enterprise: docId.optional() });
export type EnterpriseQuery = z.infer<typeof enterpriseQuerySchema>;

/** An enterprise course as /enterprise-courses answers it: the course plus the spec's names. */
export interface EnterpriseCourse extends Course {
  /** The assigned teacher's uid (the stored `teacher_uid`), null when assigned to nobody. */
  teacher_id: string | null;
  /** The teacher's display name. */
  teacher: string | null;
}

/** GET /enterprise-courses/{id}. */
export type EnterpriseCourseDetail = EnterpriseCourse & Pick<CourseDetail, 'chapters'>;
