// enrollments/{courseId}_{uid} (docs/courses.md, "Enrolment and learning"): the learner's
// courses as the API answers them (PurchasedCourse), My Learning's list, and the progress PATCH
// that is accepted only where it agrees with the progress earned from completed lessons.
import type { DocumentData } from 'firebase-admin/firestore';
import { enrollmentStatus, flattenLessons, nextLessonId, progressOf } from '../../domain/course-progress';
import { isoTime } from '../../domain/feed-posts';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { COURSE_LEARNING } from '../../shared/constants';
import type { Lesson } from '../../shared/schemas/course';
import { certificateAwardId } from '../../shared/schemas/awards';
import type { PurchasedCourse } from '../../shared/schemas/course-learning';
import { assertCentreAccess } from '../centres/access';
import { courseRef, readOutline } from './repo';

export const enrollmentsCol = () => db.collection('enrollments');
export const enrollmentRef = (courseId: string, uid: string) => enrollmentsCol().doc(`${courseId}_${uid}`);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const completedOf = (enrollment: DocumentData): string[] =>
  Array.isArray(enrollment.completed_lessons) ? enrollment.completed_lessons.filter((id: unknown): id is string => typeof id === 'string') : [];

/** A user's name as courses show it (instructors, reviewers, learners). */
export function displayName(profile: DocumentData | undefined, fallback = 'User'): string {
  const name = [profile?.first_name, profile?.surname].filter((part) => typeof part === 'string' && part.trim()).join(' ').trim();
  return name || (typeof profile?.name === 'string' && profile.name.trim()) || fallback;
}

/** Names of several users in one read (unknown users get the fallback). */
export async function userNames(uids: readonly string[], fallback = 'User'): Promise<Map<string, string>> {
  const unique = [...new Set(uids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const snaps = await db.getAll(...unique.map((uid) => db.collection('users').doc(uid)), { fieldMask: ['first_name', 'surname', 'name'] });
  return new Map(snaps.map((snap) => [snap.id, displayName(snap.data(), fallback)]));
}

const certificateRef = (courseId: string, uid: string) => db.collection('awards').doc(certificateAwardId(courseId, uid));

/** The certificate's PDF path once a valid certificate award exists (docs/awards.md), else null. */
function certificateUrl(award: DocumentData | undefined): string | null {
  if (!award || award.type !== 'certificate' || award.status !== 'valid' || typeof award.id !== 'string') return null;
  return `/awards/certificates/${award.id}/pdf`;
}

/** Progress and status as they are now: from the completed lessons that are still Published. */
export function derivedProgress(enrollment: DocumentData, flat: readonly { id: string }[], nowMs = Date.now()) {
  const completed = completedOf(enrollment);
  const progress = progressOf(completed, flat.map((l) => l.id));
  const status = enrollmentStatus({ access_until_ms: toMillis(enrollment.access_until) ?? 0, progress }, nowMs);
  return { completed, progress, status };
}

/**
 * The API's view of one enrolment. `flat` is the course's Published lessons in reading order
 * (course-progress flattenLessons); `instructor` and `certificate` (the certificate award,
 * null when there is none) save reads when already known.
 */
export async function toPurchasedCourse(
  courseId: string,
  course: DocumentData,
  enrollment: DocumentData,
  flat: readonly Lesson[],
  instructor?: string,
  certificate?: DocumentData | null,
): Promise<PurchasedCourse> {
  const [name, award] = await Promise.all([
    instructor ?? userNames([str(course.owner_uid)], 'Instructor').then((names) => names.get(str(course.owner_uid)) ?? 'Instructor'),
    certificate !== undefined ? certificate ?? undefined : certificateRef(courseId, str(enrollment.uid)).get().then((snap) => snap.data()),
  ]);
  const url = certificateUrl(award);
  const { completed, progress, status } = derivedProgress(enrollment, flat);
  const done = new Set(completed);
  const thumbnail = course.thumbnail as { url?: unknown } | null | undefined;
  return {
    id: courseId,
    title: str(course.title),
    instructor: name,
    organization: null,
    thumbnail: typeof thumbnail?.url === 'string' ? thumbnail.url : null,
    status,
    progress,
    access_until: isoTime(enrollment.access_until) ?? new Date(0).toISOString(),
    last_accessed: isoTime(enrollment.last_accessed),
    enrolled_at: isoTime(enrollment.enrolled_at) ?? new Date(0).toISOString(),
    // Once issued (the enrolment trigger, docs/awards.md) and while valid; expiry does not take it away.
    certificate: url !== null,
    certificate_url: url,
    price_paid: num(enrollment.price_paid),
    lesson_count: flat.length,
    completed_count: flat.filter((l) => done.has(l.id)).length,
    next_lesson_id: nextLessonId(flat, completed),
  };
}

/** The Published lessons of a course in reading order. */
export async function publishedLessons(courseId: string): Promise<Lesson[]> {
  const outline = await readOutline(courseRef(courseId));
  return flattenLessons(outline.chapters, outline.lessons);
}

const lastAccessedMs = (e: DocumentData) => toMillis(e.last_accessed) ?? toMillis(e.enrolled_at) ?? 0;

/** GET /purchased-courses: the caller's courses, most recently accessed first. */
export async function listPurchasedCourses(uid: string): Promise<PurchasedCourse[]> {
  const snap = await enrollmentsCol().where('uid', '==', uid).limit(COURSE_LEARNING.listLimit).get();
  if (snap.empty) return [];
  const enrollments = snap.docs.map((doc) => doc.data()).sort((a, b) => lastAccessedMs(b) - lastAccessedMs(a));
  const courseIds = enrollments.map((e) => str(e.course_id));
  const [courses, certificates] = await Promise.all([
    db.getAll(...courseIds.map(courseRef)),
    db.getAll(...courseIds.map((id) => certificateRef(id, uid))),
  ]);
  const names = await userNames(courses.map((c) => str(c.get('owner_uid'))), 'Instructor');
  const outlines = await Promise.all(courseIds.map((id, i) => (courses[i]?.exists ? publishedLessons(id) : Promise.resolve([]))));
  const views = await Promise.all(
    enrollments.map((enrollment, i) => {
      const course = courses[i]?.data();
      // A deleted course has nothing to show (courses with learners are unpublished, not deleted).
      if (!course) return null;
      return toPurchasedCourse(courseIds[i]!, course, enrollment, outlines[i] ?? [], names.get(str(course.owner_uid)), certificates[i]?.data() ?? null);
    }),
  );
  return views.filter((v): v is PurchasedCourse => v !== null);
}

/** The caller's enrolment in a course with the course and its lessons; 404 when there is none. */
async function ownEnrollment(uid: string, courseId: string, missing: 'course-learning/not-found' | 'course-learning/not-enrolled') {
  const [enrollmentSnap, courseSnap] = await Promise.all([enrollmentRef(courseId, uid).get(), courseRef(courseId).get()]);
  const enrollment = enrollmentSnap.data();
  const course = courseSnap.data();
  if (!enrollment || !course) throw new ApiError(missing);
  await assertCentreAccess(undefined, course.enterprise, uid);
  return { enrollment, course, flat: await publishedLessons(courseId) };
}

/** GET /purchased-courses/{courseId}. */
export async function getPurchasedCourse(uid: string, courseId: string): Promise<PurchasedCourse> {
  const { enrollment, course, flat } = await ownEnrollment(uid, courseId, 'course-learning/not-found');
  return toPurchasedCourse(courseId, course, enrollment, flat);
}

/**
 * PATCH /purchased-courses/{courseId}/progress: progress is earned, not claimed. The spec's call
 * is accepted (and answers the course) only when it states the derived progress; anything else
 * is 409 course-learning/progress-mismatch with the derived value, and nothing is written.
 */
export async function confirmProgress(who: Caller, courseId: string, claimed: number): Promise<PurchasedCourse> {
  const { enrollment, course, flat } = await ownEnrollment(who.uid, courseId, 'course-learning/not-enrolled');
  const view = await toPurchasedCourse(courseId, course, enrollment, flat);
  if (view.progress !== claimed) throw new ApiError('course-learning/progress-mismatch', { progress: view.progress });
  return view;
}

/** The caller's enrolments with their derived state, for the hub's counts. */
export async function enrollmentCounts(uid: string): Promise<{ learning: number; in_progress: number; completed: number; expired: number; certificates: number }> {
  const courses = await listPurchasedCourses(uid);
  const count = (status: PurchasedCourse['status']) => courses.filter((c) => c.status === status).length;
  return {
    learning: courses.length,
    in_progress: count('In Progress'),
    completed: count('Completed'),
    expired: count('Expired'),
    certificates: courses.filter((c) => c.certificate).length,
  };
}
