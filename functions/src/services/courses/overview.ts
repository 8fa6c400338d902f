// GET /courses/{courseId}/overview (docs/courses.md, "Enrolment and learning"): the course
// detail page from live data: the marketplace fields, the long texts, the curriculum with locks
// and the caller's completions (never file urls), the instructor's profile, the caller's
// enrolment and whether they may review.
import type { DocumentData } from 'firebase-admin/firestore';
import { courseListingOf, instructorOf, type CourseMarketSource } from '../../domain/course-market-listing';
import { flattenLessons, lessonUnlocked } from '../../domain/course-progress';
import { hasAccess } from '../../domain/course-enrollment';
import { toMillis } from '../../domain/time';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { COURSE_LEARNING } from '../../shared/constants';
import type { CourseOverview, InstructorProfile } from '../../shared/schemas/course-learning';
import { appUrl } from '../invitations-mail';
import { derivedProgress, enrollmentRef, toPurchasedCourse, userNames } from './enrollments';
import { toMarketplaceCourse } from './market-list';
import { coursesCol, courseRef, isAdmin, readOutline, toCourse } from './repo';
import { mayView, reviewsCol } from './reviews';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The instructor's card: published courses, their students and their review-weighted rating. */
async function instructorProfile(uid: string, name: string): Promise<InstructorProfile> {
  const snap = await coursesCol()
    .where('owner_uid', '==', uid)
    .where('status', '==', 'Published')
    .select('enrollment_count', 'rating', 'review_count')
    .limit(COURSE_LEARNING.listLimit)
    .get();
  let students = 0;
  let ratingSum = 0;
  let reviews = 0;
  for (const doc of snap.docs) {
    students += num(doc.get('enrollment_count'));
    ratingSum += num(doc.get('rating')) * num(doc.get('review_count'));
    reviews += num(doc.get('review_count'));
  }
  return {
    uid, name, bio: null, avatar_url: null, courses: snap.size, students, rating: reviews ? Math.round((ratingSum / reviews) * 10) / 10 : 0,
  };
}

export async function getOverview(who: Caller, courseId: string): Promise<CourseOverview> {
  const ref = courseRef(courseId);
  const [courseSnap, enrollmentSnap, reviewSnap] = await Promise.all([ref.get(), enrollmentRef(courseId, who.uid).get(), reviewsCol(ref).doc(who.uid).get()]);
  const data = courseSnap.data();
  const enrollment = enrollmentSnap.data();
  // Learners who enrolled before a course was unpublished keep seeing it.
  if (!data || (!mayView(who, data) && !enrollment)) throw new ApiError('course-learning/not-found');
  const ownerUid = String(data.owner_uid ?? '');
  const staff = ownerUid === who.uid || data.teacher_uid === who.uid || isAdmin(who);
  // An enterprise course is taught by its assigned teacher (the centre owns and sells it).
  const instructorUid = instructorOf(data as CourseMarketSource);
  const [outline, names] = await Promise.all([readOutline(ref), userNames([instructorUid], 'Instructor')]);
  const instructorName = names.get(instructorUid) ?? 'Instructor';
  const flat = flattenLessons(outline.chapters, outline.lessons);
  const published = data.status === 'Published';

  // The marketplace projection of the course (also for an owner's preview of a draft).
  const listing = courseListingOf(courseId, { ...(data as CourseMarketSource), status: 'Published' }, {
    instructorName,
    createdMs: toMillis(data.created_at) ?? 0,
    publishedMs: published ? toMillis(data.status_updated_at) ?? 0 : 0,
  });
  if (!listing) throw new ApiError('course-learning/not-found');
  const market = toMarketplaceCourse(courseId, listing);
  const course = toCourse(courseId, data);

  const access = !!enrollment && hasAccess(toMillis(enrollment.access_until) ?? 0, Date.now());
  const completed = new Set(enrollment ? derivedProgress(enrollment, flat).completed : []);
  const curriculum = [...outline.chapters]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: flat
        .filter((l) => l.chapter_id === chapter.id)
        .map((l) => ({
          id: l.id, title: l.title, type: l.type, duration: l.duration, preview: l.preview,
          locked: !lessonUnlocked({ staff, hasAccess: access, freemium: course.freemium, preview: l.preview }),
          completed: completed.has(l.id),
        })),
    }));

  return {
    ...market,
    publishedAt: published ? market.publishedAt : null,
    description: course.description,
    status: course.status,
    learning_objectives: course.learning_objectives,
    prerequisites: course.prerequisites,
    target_audience: course.target_audience,
    language: course.language,
    faq: course.faq,
    curriculum,
    instructor_profile: await instructorProfile(instructorUid, instructorName),
    enrollment: enrollment ? await toPurchasedCourse(courseId, data as DocumentData, enrollment, flat, instructorName) : null,
    can_review: !!enrollment && !staff && !reviewSnap.exists,
    is_owner: staff,
    share_url: `${appUrl()}/courses/${courseId}`,
  };
}
