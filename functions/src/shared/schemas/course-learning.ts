// The learner side of courses (issue 11; docs/courses.md, "Enrolment and learning"): enrolment
// and purchases, reviews, the course overview, the lesson viewer, notes and assignment
// submissions. Request bodies and answer shapes, shared with web through @shared.
import { z } from 'zod';
import { COURSE_LEARNING, COURSE_SUBMISSION_TYPES, QUIZ, type LessonType } from '../constants';
import { clientIdWith, code, docId } from './common';
import type { MarketplaceCourseDetail } from './course-market';
import type { FaqItem } from './course';
import type { QuestionType } from './quiz';

/** Derived on read from access_until and progress (domain/course-progress.ts), never stored. */
export const ENROLLMENT_STATUSES = ['Not Started', 'In Progress', 'Completed', 'Expired'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

// ── Request bodies ───────────────────────────────────────────────────────────────────────

/** A client-made id (UUID-like) so that a retried purchase is applied once. */
const orderId = clientIdWith('course-learning/invalid-order-id');

/** POST /courses/{courseId}/enroll. */
export const enrollBodySchema = z.strictObject({ order_id: orderId }, code('validation/invalid-input'));
export type EnrollBody = z.infer<typeof enrollBodySchema>;

/** POST /purchased-courses/{courseId}/renew: the spec sends an empty body; an order id makes a retry safe. */
export const renewBodySchema = z.strictObject({ order_id: orderId.optional() }, code('validation/invalid-input'));
export type RenewBody = z.infer<typeof renewBodySchema>;

/** PATCH /purchased-courses/{courseId}/progress: accepted only when it equals the derived progress. */
export const progressBodySchema = z.strictObject(
  {
    progress: z
      .number(code('course-learning/invalid-progress'))
      .int(code('course-learning/invalid-progress'))
      .min(0, code('course-learning/invalid-progress'))
      .max(100, code('course-learning/invalid-progress')),
  },
  code('validation/invalid-input'),
);
export type ProgressBody = z.infer<typeof progressBodySchema>;

/** POST /courses/{courseId}/reviews: a whole 1-5 rating and a comment (may be empty). */
export const reviewBodySchema = z.strictObject(
  {
    rating: z
      .number(code('course-learning/invalid-rating'))
      .int(code('course-learning/invalid-rating'))
      .min(1, code('course-learning/invalid-rating'))
      .max(5, code('course-learning/invalid-rating')),
    comment: z
      .string(code('validation/invalid-input'))
      .trim()
      .max(COURSE_LEARNING.reviewCommentMaxLength, code('course-learning/comment-too-long'))
      .default(''),
  },
  code('validation/invalid-input'),
);
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** GET /courses/{courseId}/reviews?limit&after (after = the last review id of the previous page). */
export const reviewsQuerySchema = z.object({
  limit: z.coerce
    .number(code('validation/invalid-input'))
    .int(code('validation/invalid-input'))
    .min(1, code('validation/invalid-input'))
    .max(COURSE_LEARNING.maxReviewsPageSize, code('validation/invalid-input'))
    .default(COURSE_LEARNING.reviewsPageSize),
  after: docId.optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

const seconds = z
  .number(code('course-learning/invalid-position'))
  .min(0, code('course-learning/invalid-position'))
  .max(24 * 60 * 60, code('course-learning/invalid-position'));

/** POST /courses/{courseId}/lessons/{lessonId}/progress: the video heartbeat. */
export const lessonProgressBodySchema = z.strictObject({ position: seconds, duration: seconds }, code('validation/invalid-input'));
export type LessonProgressBody = z.infer<typeof lessonProgressBodySchema>;

/** One answer: the option's text, 'true'/'false' (or a boolean), or the typed text. */
const answerValue = z
  .union([
    z.string(code('validation/invalid-input')).max(QUIZ.answerMaxLength, code('validation/invalid-input')),
    z.boolean(code('validation/invalid-input')),
    z.number(code('validation/invalid-input')),
  ], code('validation/invalid-input'))
  .transform((value) => String(value));

/**
 * POST /courses/{courseId}/lessons/{lessonId}/quiz: the answers as a list of {question_id,
 * answer} (one per question), scored on the server by domain/quiz-scoring.ts.
 */
export const lessonQuizBodySchema = z.strictObject(
  {
    answers: z
      .array(z.strictObject({ question_id: docId, answer: answerValue }, code('validation/invalid-input')), code('validation/invalid-input'))
      .max(QUIZ.maxQuestions, code('validation/invalid-input')),
  },
  code('validation/invalid-input'),
);
export type LessonQuizBody = z.input<typeof lessonQuizBodySchema>;

/** PUT /courses/{courseId}/lessons/{lessonId}/notes (empty text clears them). */
export const lessonNotesBodySchema = z.strictObject(
  {
    text: z.string(code('validation/invalid-input')).max(COURSE_LEARNING.notesMaxLength, code('course-learning/notes-too-long')),
  },
  code('validation/invalid-input'),
);
export type LessonNotesBody = z.infer<typeof lessonNotesBodySchema>;

/** PUT /courses/{courseId}/lessons/{lessonId}/helpful. */
export const lessonHelpfulBodySchema = z.strictObject({ helpful: z.boolean(code('validation/invalid-input')) }, code('validation/invalid-input'));
export type LessonHelpfulBody = z.infer<typeof lessonHelpfulBodySchema>;

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
/** POST /courses/{courseId}/lessons/{lessonId}/submission/uploads: the learner's file, declared before its bytes. */
export const submissionUploadBodySchema = z.strictObject(
  {
    content_type: z.enum(Object.keys(COURSE_SUBMISSION_TYPES) as Keys<typeof COURSE_SUBMISSION_TYPES>, code('course-learning/submission-type')),
    size: z
      .number(code('validation/invalid-input'))
      .int(code('validation/invalid-input'))
      .positive(code('validation/invalid-input'))
      .max(COURSE_LEARNING.submissionMaxBytes, code('course-learning/submission-too-large')),
    name: z.string(code('validation/invalid-input')).trim().min(1, code('validation/invalid-input')).max(200, code('validation/invalid-input')),
  },
  code('validation/invalid-input'),
);
export type SubmissionUploadBody = z.infer<typeof submissionUploadBodySchema>;

/** PATCH /instructor/submissions/{courseId}/{submissionId}. */
export const gradeSubmissionBodySchema = z.strictObject(
  {
    grade: z
      .number(code('course-learning/invalid-grade'))
      .int(code('course-learning/invalid-grade'))
      .min(0, code('course-learning/invalid-grade'))
      .max(100, code('course-learning/invalid-grade')),
    feedback: z.string(code('validation/invalid-input')).trim().max(COURSE_LEARNING.reviewCommentMaxLength, code('validation/invalid-input')).nullable().default(null),
  },
  code('validation/invalid-input'),
);
export type GradeSubmissionBody = z.infer<typeof gradeSubmissionBodySchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────

/** One of the caller's courses (spec 001 "Purchased course"). Dates are ISO strings. */
export interface PurchasedCourse {
  /** The course id. */
  id: string;
  title: string;
  /** The instructor's name. */
  instructor: string;
  /** null until training centres (issue 12). */
  organization: string | null;
  thumbnail: string | null;
  status: EnrollmentStatus;
  /** 0-100, derived from completed Published lessons. */
  progress: number;
  access_until: string;
  last_accessed: string | null;
  enrolled_at: string;
  /** Completed and the course is certified. */
  certificate: boolean;
  /** null until awards (issue 13). */
  certificate_url: string | null;
  price_paid: number;
  lesson_count: number;
  completed_count: number;
  /** The first lesson not completed yet (Continue), or null. */
  next_lesson_id: string | null;
}

/** GET /courses/{courseId}/reviews. */
export interface Review {
  /** The reviewer's uid (one review per learner). */
  id: string;
  uid: string;
  name: string;
  rating: number;
  comment: string;
  created_at: string;
  /** Written by the caller. */
  mine: boolean;
}

export interface ReviewSummary {
  rating: number;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export interface ReviewList {
  data: Review[];
  summary: ReviewSummary;
}

/** A lesson as the curriculum shows it (no file urls). */
export interface CurriculumLesson {
  id: string;
  title: string;
  type: LessonType;
  /** Minutes, or null. */
  duration: number | null;
  preview: boolean;
  /** The caller may not open it. */
  locked: boolean;
  completed: boolean;
}

export interface CurriculumChapter {
  id: string;
  title: string;
  lessons: CurriculumLesson[];
}

export interface InstructorProfile {
  uid: string;
  name: string;
  bio: string | null;
  avatar_url: string | null;
  /** Published courses. */
  courses: number;
  /** Students over those courses. */
  students: number;
  rating: number;
}

/** GET /courses/{courseId}/overview. */
export interface CourseOverview extends MarketplaceCourseDetail {
  status: string;
  learning_objectives: string[];
  prerequisites: string[];
  target_audience: string;
  faq: FaqItem[];
  curriculum: CurriculumChapter[];
  instructor_profile: InstructorProfile;
  /** The caller's enrolment, or null. */
  enrollment: PurchasedCourse | null;
  can_review: boolean;
  /** Whether the caller owns the course (or administers): preview of a non-published course. */
  is_owner: boolean;
  share_url: string;
}

/** GET /instructor/courses/{courseId}/enrollments. */
export interface CourseEnrollmentRow {
  uid: string;
  name: string;
  enrolled_at: string;
  progress: number;
  status: EnrollmentStatus;
  last_accessed: string | null;
}

/** GET /courses/hub. */
export interface CoursesHub {
  /** Courses I author (0 for non-authors). */
  instructor: number;
  /** Published courses. */
  marketplace: number;
  /** Completed enrolments of certified courses. */
  certificates: number;
  /** My enrolments. */
  learning: number;
  in_progress: number;
  completed: number;
  expired: number;
}

/** GET /courses/{courseId}/learn: a chapter of the viewer's sidebar. */
export interface LearnChapter extends CurriculumChapter {
  progress: number;
}

export interface CourseLearn {
  course: { id: string; title: string; certification: boolean; freemium: boolean };
  chapters: LearnChapter[];
  enrollment: PurchasedCourse | null;
  progress: number;
}

export interface SubmissionFile {
  id: string;
  url: string;
  name: string;
  size: number;
}

/** courses/{courseId}/submissions/{uid}_{lessonId} as answered. */
export interface Submission {
  id: string;
  uid: string;
  name: string;
  lesson_id: string;
  file: SubmissionFile;
  submitted_at: string;
  grade: number | null;
  feedback: string | null;
  graded_at: string | null;
}

export interface LessonQuizQuestion {
  id: string;
  type: QuestionType;
  text: string;
  options: string[];
  image_url: string | null;
}

/** GET /courses/{courseId}/lessons/{lessonId}. */
export interface LessonContent {
  id: string;
  chapter_id: string;
  title: string;
  type: LessonType;
  duration: number | null;
  preview: boolean;
  completed: boolean;
  video: { url: string; position: number } | null;
  document: { url: string } | null;
  quiz: { id: string; title: string; questions: LessonQuizQuestion[]; last: { score: number; passed: boolean } | null } | null;
  assignment: { instructions: string; submission: Submission | null } | null;
  notes: string;
  helpful: boolean | null;
  prev_id: string | null;
  next_id: string | null;
}

/** POST /courses/{courseId}/lessons/{lessonId}/progress. */
export interface LessonProgressResult {
  completed: boolean;
  progress: number;
}

/** POST /courses/{courseId}/lessons/{lessonId}/quiz. */
export interface LessonQuizResult {
  score: number;
  passed: boolean;
  completed: boolean;
  progress: number;
}
