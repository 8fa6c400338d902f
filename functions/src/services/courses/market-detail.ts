// GET /courses-marketplace/{id}: a Published course as the marketplace shows it; anything else
// (draft, in review, missing) is 404, the same answer whether it exists or not.
import { courseListingOf, type CourseMarketSource } from '../../domain/course-market-listing';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import type { MarketplaceCourseDetail } from '../../shared/schemas/course-market';
import { toMarketplaceCourse } from './market-list';
import { listingFromDoc, listingsCol } from './market-sync';
import { courseRef } from './repo';

const millis = (value: unknown) => (value && typeof (value as { toMillis?: unknown }).toMillis === 'function' ? (value as { toMillis(): number }).toMillis() : 0);

export async function getMarketCourse(courseId: string): Promise<MarketplaceCourseDetail> {
  const [courseSnap, listingSnap] = await Promise.all([courseRef(courseId).get(), listingsCol().doc(courseId).get()]);
  const course = courseSnap.data() as (CourseMarketSource & Record<string, unknown>) | undefined;
  if (!course || course.status !== 'Published') throw new ApiError('courses-market/not-found');
  // The course is the truth; the listing (kept by the trigger) lends the instructor's name.
  const stored = listingSnap.exists ? listingFromDoc(listingSnap.data() ?? {}) : null;
  let instructorName = stored?.instructor_name;
  if (!instructorName) {
    const profile = (await db.collection('users').doc(course.owner_uid).get()).data() ?? {};
    instructorName = [profile.first_name, profile.surname].filter((p) => typeof p === 'string' && p.trim()).join(' ').trim() || 'Instructor';
  }
  const listing = courseListingOf(courseId, course, {
    instructorName,
    createdMs: millis(course.created_at),
    publishedMs: stored?.published_ms ?? millis(course.status_updated_at),
  });
  if (!listing) throw new ApiError('courses-market/not-found');
  return { ...toMarketplaceCourse(courseId, listing), description: typeof course.description === 'string' ? course.description : '' };
}
