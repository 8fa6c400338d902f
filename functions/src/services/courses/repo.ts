// courses/{courseId} with its chapters, lessons and files subcollections (docs/courses.md,
// "Firestore layout"): references, the mapping of stored documents to the API's shapes, and
// the access checks every authoring operation starts with.
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { mayDeleteAs, mayEditAs, type CourseActor } from '../../domain/course-status';
import { isoTime, nonNegativeCount } from '../../domain/feed-posts';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { retryOnContention } from '../../lib/contention';
import { withKeyLock } from '../../lib/key-lock';
import type { Chapter, ChapterDetail, Course, CourseDetail, CourseFile, CourseStatus, Lesson } from '../../shared/schemas/course';

export const coursesCol = () => db.collection('courses');
export const courseRef = (courseId: string) => coursesCol().doc(courseId);
export const chaptersCol = (course: DocumentReference) => course.collection('chapters');
export const lessonsCol = (course: DocumentReference) => course.collection('lessons');
export const filesCol = (course: DocumentReference) => course.collection('files');

/**
 * A transaction that edits a course's outline or fields. Edits of one course queue in-process
 * first: a burst of them (an author's parallel tabs) would otherwise retry each other out. The
 * market-sync trigger and other instances still contend, so a transaction that gave up runs again.
 */
export const courseTransaction = <T>(courseId: string, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  withKeyLock(`course:${courseId}`, () => retryOnContention(() => db.runTransaction(work)));

export const isAdmin = (who: Caller) => who.userType === 'administrator';
/** Teachers author courses; administrators may too (and review everyone's). */
export const mayAuthor = (who: Caller) => who.userType === 'teacher' || isAdmin(who);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const intOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const fileOf = (value: unknown): CourseFile | null => {
  const file = value as { id?: unknown; url?: unknown } | null | undefined;
  return file && typeof file.id === 'string' && typeof file.url === 'string' ? { id: file.id, url: file.url } : null;
};

export function toCourse(id: string, data: DocumentData): Course {
  return {
    id,
    title: str(data.title),
    description: str(data.description),
    category: data.category,
    level: data.level,
    thumbnail: fileOf(data.thumbnail),
    price: nonNegativeCount(data.price),
    language: data.language === 'ar' ? 'ar' : 'en',
    duration: intOrNull(data.duration),
    prerequisites: strings(data.prerequisites),
    learning_objectives: strings(data.learning_objectives),
    target_audience: str(data.target_audience),
    certification: data.certification === true,
    freemium: data.freemium === true,
    faq: Array.isArray(data.faq)
      ? (data.faq as { question?: unknown; answer?: unknown }[]).map((f) => ({ question: str(f?.question), answer: str(f?.answer) }))
      : [],
    status: data.status,
    status_updated_at: isoTime(data.status_updated_at),
    reject_reason: strOrNull(data.reject_reason),
    owner_uid: str(data.owner_uid),
    enterprise: strOrNull(data.enterprise),
    teacher_uid: strOrNull(data.teacher_uid),
    teacher_name: strOrNull(data.teacher_name),
    organization: strOrNull(data.organization),
    video_preview: fileOf(data.video_preview),
    chapter_count: nonNegativeCount(data.chapter_count),
    lesson_count: nonNegativeCount(data.lesson_count),
    enrollment_count: nonNegativeCount(data.enrollment_count),
    rating: typeof data.rating === 'number' ? data.rating : 0,
    review_count: nonNegativeCount(data.review_count),
    bestseller: data.bestseller === true,
    created_at: isoTime(data.created_at),
    updated_at: isoTime(data.updated_at),
  };
}

export function toChapter(id: string, data: DocumentData): Chapter {
  return { id, course_id: str(data.course_id), title: str(data.title), order: nonNegativeCount(data.order) };
}

export function toLesson(id: string, data: DocumentData): Lesson {
  return {
    id,
    course_id: str(data.course_id),
    chapter_id: str(data.chapter_id),
    type: data.type,
    title: str(data.title),
    duration: intOrNull(data.duration),
    status: data.status === 'Published' ? 'Published' : 'Draft',
    order: nonNegativeCount(data.order),
    preview: data.preview === true,
    quiz_id: strOrNull(data.quiz_id),
    instructions: strOrNull(data.instructions),
    file: fileOf(data.file),
  };
}

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || a.id.localeCompare(b.id);

/** The course with its chapters and their lessons, each in order. */
export function toCourseDetail(course: Course, chapters: Chapter[], lessons: Lesson[]): CourseDetail {
  const detail: ChapterDetail[] = [...chapters].sort(byOrder).map((chapter) => ({
    ...chapter,
    lessons: lessons.filter((l) => l.chapter_id === chapter.id).sort(byOrder),
  }));
  return { ...course, chapters: detail };
}

// ── Access ───────────────────────────────────────────────────────────────────────────

/**
 * The caller of an authoring operation. The /enterprise-courses routes set `centre` (the centre
 * the caller acts for, resolved by centreFor): then the caller acts as that centre and nothing else.
 */
export type CourseCaller = Caller & { centre?: string };

/** 403 course/teachers-only for anyone who may not author (students, unset roles, centres outside their routes). */
export function requireAuthor(who: CourseCaller): void {
  if (who.centre === undefined && !mayAuthor(who)) throw new ApiError('course/teachers-only');
}

export type Access = 'read' | 'edit' | 'status' | 'delete';

const isEnterpriseCourse = (data: DocumentData) => typeof data.enterprise === 'string' && data.enterprise !== '';

/**
 * The caller's role on a stored course (docs/centres.md): through the centre's routes, 'centre'
 * when the course is that centre's; otherwise 'owner' of a teacher's own course, 'assignee' of
 * an enterprise course assigned to them, 'administrator'; null for anyone else.
 */
export function courseRoleOf(who: CourseCaller, data: DocumentData): CourseActor | null {
  if (who.centre !== undefined) return isEnterpriseCourse(data) && data.enterprise === who.centre ? 'centre' : null;
  if (isEnterpriseCourse(data)) {
    if (typeof data.teacher_uid === 'string' && data.teacher_uid === who.uid) return 'assignee';
  } else if (data.owner_uid === who.uid) return 'owner';
  return isAdmin(who) ? 'administrator' : null;
}

/**
 * Checks `who` against a stored course: owners and centres do everything (content changes only
 * while the course is editable); assigned teachers read, edit while Assigned or Rejected and move
 * the status, never delete; administrators may read and delete any course. 404 when missing,
 * and for a centre's routes when the course is not that centre's.
 */
export function checkCourseAccess(who: CourseCaller, data: DocumentData | undefined, access: Access): asserts data is DocumentData {
  requireAuthor(who);
  if (!data) throw new ApiError('course/not-found');
  const role = courseRoleOf(who, data);
  if (!role) throw new ApiError(who.centre !== undefined ? 'course/not-found' : 'course/not-owner');
  const status = data.status as CourseStatus;
  if (role === 'administrator') {
    if (access !== 'read' && access !== 'delete') throw new ApiError('course/not-owner');
    return;
  }
  if (access === 'edit' && !mayEditAs(role, status)) throw new ApiError('course/not-editable');
  if (access === 'delete') {
    if (role === 'assignee') throw new ApiError('course/centre-only');
    if (!mayDeleteAs(role, status)) throw new ApiError('course/not-editable');
  }
}

/** Reads the course in the transaction and checks access. */
export async function courseForUpdate(tx: Transaction, who: CourseCaller, courseId: string, access: Access) {
  const ref = courseRef(courseId);
  const snap = await tx.get(ref);
  const data = snap.data();
  checkCourseAccess(who, data, access);
  return { ref, data };
}

/**
 * The course a chapter or lesson belongs to: routes name only the child's id, so it is found
 * by a collection-group query on its stored id (docs/courses.md). Null when there is none.
 */
export async function parentCourseOf(collection: 'chapters' | 'lessons', id: string): Promise<DocumentReference | null> {
  const field = collection === 'chapters' ? 'chapter_id' : 'lesson_id';
  const snap = await db.collectionGroup(collection).where(field, '==', id).limit(5).get();
  for (const doc of snap.docs) {
    const course = doc.ref.parent.parent;
    if (course && course.parent.id === 'courses' && doc.id === id) return course;
  }
  return null;
}

/** Every chapter and lesson of a course, read in the caller's transaction (or outside it). */
export async function readOutline(course: DocumentReference, tx?: Transaction): Promise<{ chapters: Chapter[]; lessons: Lesson[] }> {
  const [chapters, lessons] = tx
    ? await Promise.all([tx.get(chaptersCol(course)), tx.get(lessonsCol(course))])
    : await Promise.all([chaptersCol(course).get(), lessonsCol(course).get()]);
  return {
    chapters: chapters.docs.map((d) => toChapter(d.id, d.data())),
    lessons: lessons.docs.map((d) => toLesson(d.id, d.data())),
  };
}
