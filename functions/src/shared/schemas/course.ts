// Courses (issue 11; docs/courses.md): the course, its chapters and lessons, the authoring and
// review request bodies, and what the API answers with. Shared with web through @shared.
import { z } from 'zod';
import {
  COURSE_CATEGORIES, COURSE_DOCUMENT_TYPES, COURSE_LANGUAGES, COURSE_LEVELS, COURSE_STATUSES, COURSE_THUMBNAIL_TYPES,
  COURSE_VIDEO_TYPES, COURSES, LESSON_STATUSES, LESSON_TYPES,
  type CourseCategory, type CourseLevel, type CourseStatus, type LessonStatus, type LessonType,
} from '../constants';
import { code, docId, docIdWith } from './common';
import type { UploadTarget } from './material';

export type { CourseCategory, CourseLevel, CourseStatus, LessonStatus, LessonType };
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

const text = (max: number, required: Parameters<typeof code>[0] = 'validation/all-fields-required') =>
  z.string(code(required)).trim().min(1, code(required)).max(max, code('validation/invalid-input'));
/** A free text that may be empty. */
const optionalText = (max: number) => z.string(code('validation/invalid-input')).trim().max(max, code('validation/invalid-input'));
const textList = z
  .array(text(COURSES.listItemMaxLength, 'validation/invalid-input'), code('validation/invalid-input'))
  .max(COURSES.maxListItems, code('validation/invalid-input'));

/** Whole sparks, 0 = free (the enterprise form's decimals do not apply: sparks are whole). */
export const coursePriceField = z
  .number(code('course/invalid-price'))
  .int(code('course/invalid-price'))
  .min(0, code('course/invalid-price'))
  .max(COURSES.maxPrice, code('course/invalid-price'));
/** Hours, whole, or null when not given. */
export const courseDurationField = z
  .number(code('course/invalid-duration'))
  .int(code('course/invalid-duration'))
  .min(0, code('course/invalid-duration'))
  .max(COURSES.maxDurationHours, code('course/invalid-duration'))
  .nullable();

export const faqItemSchema = z.strictObject({
  question: text(COURSES.listItemMaxLength, 'validation/invalid-input'),
  answer: text(COURSES.textMaxLength, 'validation/invalid-input'),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** An uploaded file as courses and lessons carry it (the URL is a token URL made by the server). */
export const courseFileSchema = z.object({ id: docId, url: z.string() });
export type CourseFile = z.infer<typeof courseFileSchema>;

export const courseStatusSchema = z.enum(COURSE_STATUSES);
export const courseCategorySchema = z.enum(COURSE_CATEGORIES, code('course/category-required'));
export const courseLevelSchema = z.enum(COURSE_LEVELS, code('course/level-required'));

// ── Entities (the stored documents, timestamps as ISO strings in answers) ────────────────

/** courses/{courseId}. Counts, status, rating and ownership are written by the server only. */
export const courseSchema = z.object({
  id: docId,
  title: z.string(),
  description: z.string(),
  category: courseCategorySchema,
  level: courseLevelSchema,
  thumbnail: courseFileSchema.nullable(),
  price: coursePriceField,
  language: z.enum(COURSE_LANGUAGES),
  duration: courseDurationField,
  prerequisites: z.array(z.string()),
  learning_objectives: z.array(z.string()),
  target_audience: z.string(),
  certification: z.boolean(),
  freemium: z.boolean(),
  faq: z.array(faqItemSchema),
  status: courseStatusSchema,
  status_updated_at: z.string().nullable(),
  /** The reviewer's reason when Rejected, else null. */
  reject_reason: z.string().nullable(),
  owner_uid: docId,
  /** The training centre (issue 12); null for a teacher's own course. */
  enterprise: docId.nullable(),
  /** Enterprise courses (issue 12): the assigned teacher, their name, the centre's name and the preview video; null otherwise. */
  teacher_uid: docId.nullable(),
  teacher_name: z.string().nullable(),
  organization: z.string().nullable(),
  video_preview: courseFileSchema.nullable(),
  chapter_count: z.number().int().min(0),
  lesson_count: z.number().int().min(0),
  enrollment_count: z.number().int().min(0),
  rating: z.number().min(0).max(5),
  review_count: z.number().int().min(0),
  bestseller: z.boolean(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** courses/{courseId}/chapters/{chapterId}. */
export const chapterSchema = z.object({
  id: docId,
  course_id: docId,
  title: z.string(),
  order: z.number().int().min(0),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** courses/{courseId}/lessons/{lessonId}, with the chapter it belongs to. */
export const lessonSchema = z.object({
  id: docId,
  course_id: docId,
  chapter_id: docId,
  type: z.enum(LESSON_TYPES),
  title: z.string(),
  /** Minutes, or null. */
  duration: z.number().int().min(0).nullable(),
  status: z.enum(LESSON_STATUSES),
  order: z.number().int().min(0),
  /** Open to everyone when the course is freemium. */
  preview: z.boolean(),
  /** Quiz lessons: the quiz they play (null until chosen). */
  quiz_id: docId.nullable(),
  /** Assignment lessons: what to do. */
  instructions: z.string().nullable(),
  /** Video and document lessons: the uploaded file (null until uploaded). */
  file: courseFileSchema.nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

// ── Request bodies ───────────────────────────────────────────────────────────────────────

/** A course's form fields, in the form's order; enterprise courses (enterprise-course.ts) share them. */
export const courseHeadFields = {
  title: text(COURSES.titleMaxLength, 'course/title-required'),
  description: text(COURSES.descriptionMaxLength, 'course/description-required'),
  category: courseCategorySchema,
  level: courseLevelSchema,
};

/** The form's fields after the head (and after the thumbnail or an enterprise course's teacher). */
export const courseDetailFields = {
  price: coursePriceField,
  language: z.enum(COURSE_LANGUAGES, code('validation/invalid-input')),
  duration: courseDurationField,
  prerequisites: textList,
  learning_objectives: textList,
  target_audience: optionalText(COURSES.textMaxLength),
  certification: z.boolean(code('validation/invalid-input')),
  freemium: z.boolean(code('validation/invalid-input')),
  faq: z.array(faqItemSchema, code('validation/invalid-input')).max(COURSES.maxFaq, code('validation/invalid-input')),
};

const courseFieldShape = {
  ...courseHeadFields,
  /** The id of a finished thumbnail upload of this course, or null for none. */
  thumbnail_id: docIdWith('validation/invalid-id').nullable(),
  ...courseDetailFields,
};

/**
 * POST /instructor/courses: title, description, category and level are required (the spec's
 * enterprise form); the rest default. A new course has no thumbnail yet: it is uploaded to the
 * course, then set with PUT. `enterprise` is accepted for the spec's shape and must be null
 * until training centres exist (issue 12).
 */
export const createCourseSchema = z.strictObject({
  title: courseFieldShape.title,
  description: courseFieldShape.description,
  category: courseFieldShape.category,
  level: courseFieldShape.level,
  enterprise: z.null().optional(),
  price: coursePriceField.default(0),
  language: courseFieldShape.language.default('en'),
  duration: courseDurationField.default(null),
  prerequisites: textList.default([]),
  learning_objectives: textList.default([]),
  target_audience: optionalText(COURSES.textMaxLength).default(''),
  certification: courseFieldShape.certification.default(false),
  freemium: courseFieldShape.freemium.default(false),
  faq: courseFieldShape.faq.default([]),
});
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

/** PUT /instructor/courses/{id}: the fields it changes, at least one. */
export const updateCourseSchema = z
  .strictObject(courseFieldShape)
  .partial()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    ...code('validation/all-fields-required'),
    when: (payload) => payload.issues.length === 0,
  });
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;

/**
 * A status as the caller sent it: any string, so that an unknown one is answered with the
 * spec's 'Unknown status: {status}' (400 course/unknown-status) instead of a generic error.
 */
const requestedStatus = z.string(code('course/unknown-status')).trim().min(1, code('course/unknown-status')).max(40, code('course/unknown-status'));

/** PATCH /instructor/courses/{id}/status. */
export const courseStatusChangeSchema = z.strictObject({ status: requestedStatus });
export type CourseStatusChangeInput = z.infer<typeof courseStatusChangeSchema>;

const courseIdList = z
  .array(docId, code('validation/invalid-input'))
  .min(1, code('validation/invalid-input'))
  .max(COURSES.maxBulk, code('validation/invalid-input'))
  .transform((ids) => [...new Set(ids)]);

/** PATCH /instructor/courses/bulk-status: all or nothing. */
export const bulkCourseStatusSchema = z.strictObject({ courseIds: courseIdList, status: requestedStatus });
export type BulkCourseStatusInput = z.infer<typeof bulkCourseStatusSchema>;

const rejectReason = z.string(code('course/reject-reason-required')).trim().min(1, code('course/reject-reason-required'))
  .max(COURSES.rejectReasonMaxLength, code('validation/invalid-input'));

/** PATCH /admin/courses/{id}/status: Published, or Rejected with a reason. */
export const adminCourseReviewSchema = z.strictObject({ status: requestedStatus, reason: rejectReason.optional() });
export type AdminCourseReviewInput = z.infer<typeof adminCourseReviewSchema>;

/** PATCH /admin/courses/bulk-status. */
export const adminBulkReviewSchema = z.strictObject({ courseIds: courseIdList, status: requestedStatus, reason: rejectReason.optional() });
export type AdminBulkReviewInput = z.infer<typeof adminBulkReviewSchema>;

/** GET /admin/courses?status=In Review. */
export const adminCoursesQuerySchema = z.object({ status: courseStatusSchema.default('In Review') });

/** POST /instructor/courses/{id}/chapters, PUT /instructor/chapters/{id}. */
export const chapterBodySchema = z.strictObject({ title: text(COURSES.titleMaxLength, 'course/chapter-title-required') });
export type ChapterBody = z.infer<typeof chapterBodySchema>;

const lessonFieldShape = {
  title: text(COURSES.titleMaxLength, 'course/lesson-title-required'),
  type: z.enum(LESSON_TYPES, code('course/invalid-lesson-type')),
  duration: z.number(code('course/invalid-duration')).int(code('course/invalid-duration')).min(0, code('course/invalid-duration'))
    .max(COURSES.maxLessonMinutes, code('course/invalid-duration')).nullable(),
  status: z.enum(LESSON_STATUSES, code('validation/invalid-input')),
  preview: z.boolean(code('validation/invalid-input')),
  quiz_id: docId.nullable(),
  instructions: optionalText(COURSES.textMaxLength).nullable(),
  /** The id of a finished video or document upload of this course, or null. */
  file_id: docId.nullable(),
};

/** POST /instructor/chapters/{id}/lessons: title and type required (the spec sends duration too). */
export const createLessonSchema = z.strictObject({
  title: lessonFieldShape.title,
  type: lessonFieldShape.type,
  duration: lessonFieldShape.duration.default(null),
  status: lessonFieldShape.status.default('Draft'),
  preview: lessonFieldShape.preview.default(false),
  quiz_id: lessonFieldShape.quiz_id.default(null),
  instructions: lessonFieldShape.instructions.default(null),
  file_id: lessonFieldShape.file_id.default(null),
});
export type CreateLessonInput = z.infer<typeof createLessonSchema>;

/** PUT /instructor/lessons/{id}: the fields it changes, at least one. */
export const updateLessonSchema = z
  .strictObject(lessonFieldShape)
  .partial()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    ...code('validation/all-fields-required'),
    when: (payload) => payload.issues.length === 0,
  });
export type UpdateLessonInput = z.infer<typeof updateLessonSchema>;

/**
 * PATCH /instructor/courses/{id}/order: the full new order, every chapter once, each with every
 * lesson of the course once (a lesson may move to another chapter).
 */
export const courseOrderSchema = z.strictObject({
  chapters: z
    .array(z.strictObject({ id: docId, lessons: z.array(docId, code('validation/invalid-input')).max(COURSES.maxLessonsPerChapter, code('validation/invalid-input')) }), code('validation/invalid-input'))
    .max(COURSES.maxChapters, code('validation/invalid-input')),
});
export type CourseOrderInput = z.infer<typeof courseOrderSchema>;

export type CourseUploadKind = 'thumbnail' | 'video' | 'document';
const fileSize = z.number(code('validation/invalid-input')).int(code('validation/invalid-input')).positive(code('validation/invalid-input'));
type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
/** POST /instructor/courses/{id}/uploads: one file declared before its bytes are sent. */
export const courseUploadSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('thumbnail'),
    content_type: z.enum(Object.keys(COURSE_THUMBNAIL_TYPES) as Keys<typeof COURSE_THUMBNAIL_TYPES>, code('course/thumbnail-type')),
    size: fileSize.max(COURSES.thumbnailMaxBytes - 1, code('course/thumbnail-too-large')),
  }),
  z.strictObject({
    kind: z.literal('video'),
    content_type: z.enum(Object.keys(COURSE_VIDEO_TYPES) as Keys<typeof COURSE_VIDEO_TYPES>, code('course/video-type')),
    size: fileSize.max(COURSES.videoMaxBytes, code('course/video-too-large')),
  }),
  z.strictObject({
    kind: z.literal('document'),
    content_type: z.enum(Object.keys(COURSE_DOCUMENT_TYPES) as Keys<typeof COURSE_DOCUMENT_TYPES>, code('course/document-type')),
    size: fileSize.max(COURSES.documentMaxBytes, code('course/document-too-large')),
  }),
], code('course/upload-kind'));
export type CourseUploadInput = z.infer<typeof courseUploadSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────

/** A course in lists (GET /instructor/courses, /teacher-courses, /admin/courses). */
export type CourseSummary = Course;

export interface ChapterDetail extends Chapter {
  lessons: Lesson[];
}

/** GET /instructor/courses/{id}: the course with its chapters and their lessons, in order. */
export interface CourseDetail extends Course {
  chapters: ChapterDetail[];
}

/** GET /instructor/courses/{id}/status. */
export interface CourseStatusInfo {
  id: string;
  status: CourseStatus;
  status_updated_at: string | null;
  reject_reason: string | null;
  /** Statuses the caller may move it to now. */
  allowed: CourseStatus[];
}

/** POST /instructor/courses/{id}/uploads. */
export interface CourseUploadTarget {
  file_id: string;
  upload: UploadTarget;
}
