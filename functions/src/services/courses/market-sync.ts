// Keeps courseListings/{courseId} (the marketplace projection) and the stats shards in step with
// courses/{courseId} (docs/courses.md, "Marketplace"). Runs from the course-market-sync trigger
// on every course write. Idempotent: it reads the course as it is now and the listing as last
// applied, and writes only their difference, so a retried or late event changes nothing twice.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  contributionDelta, contributionOf, courseListingOf, instructorOf, type CourseListing, type CourseMarketSource, type MarketContribution,
} from '../../domain/course-market-listing';
import { LISTINGS_COLLECTION } from '../../domain/course-market-query';
import { db } from '../../lib/admin';
import { courseRef } from './repo';

export const listingsCol = () => db.collection(LISTINGS_COLLECTION);
/** Stats are sharded by course id: publishing many courses at once does not queue on one document. */
export const STATS_SHARDS = 10;
export const statsCol = () => db.collection('courseMarketStats');
const shardOf = (courseId: string) => createHash('sha1').update(courseId).digest().readUInt32BE(0) % STATS_SHARDS;

const millis = (value: unknown): number | null => {
  const time = value as { toMillis?: () => number } | string | null | undefined;
  if (time && typeof time === 'object' && typeof time.toMillis === 'function') return time.toMillis();
  if (typeof time === 'string' && !Number.isNaN(Date.parse(time))) return Date.parse(time);
  return null;
};

/** A stored listing as the domain sees it (timestamps in milliseconds). */
export function listingFromDoc(data: DocumentData): CourseListing {
  const { created_at: created, published_at: published, ...rest } = data;
  return { ...(rest as Omit<CourseListing, 'created_ms' | 'published_ms'>), created_ms: millis(created) ?? 0, published_ms: millis(published) ?? 0 };
}

function listingToDoc(listing: CourseListing): DocumentData {
  const { created_ms: created, published_ms: published, ...rest } = listing;
  return { ...rest, created_at: Timestamp.fromMillis(created), published_at: Timestamp.fromMillis(published) };
}

const sameListing = (a: CourseListing | null, b: CourseListing | null) => {
  if (!a || !b) return a === b;
  return (Object.keys(b) as (keyof CourseListing)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
};

/** Instructor names as the marketplace shows them (products do the same for sellers). */
function displayName(profile: DocumentData | undefined): string {
  const name = [profile?.first_name, profile?.surname].filter((part) => typeof part === 'string' && part.trim()).join(' ').trim();
  return name || (typeof profile?.name === 'string' && profile.name.trim()) || 'Instructor';
}

const increments = (delta: MarketContribution): DocumentData => {
  const inc = (n: number) => FieldValue.increment(n);
  const map = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, inc(v)]));
  return {
    courses: inc(delta.courses),
    students: inc(delta.students),
    rating_sum: inc(delta.rating_sum),
    rated: inc(delta.rated),
    bestsellers: inc(delta.bestsellers),
    // An empty map under merge would replace the stored counts, so unchanged maps are left out.
    ...(Object.keys(delta.categories).length ? { categories: map(delta.categories) } : {}),
    ...(Object.keys(delta.levels).length ? { levels: map(delta.levels) } : {}),
    updated_at: FieldValue.serverTimestamp(),
  };
};

export type SyncResult = 'listed' | 'updated' | 'removed' | 'unchanged';

export async function syncCourseListing(courseId: string): Promise<SyncResult> {
  const listingRef = listingsCol().doc(courseId);
  return db.runTransaction(async (tx) => {
    const [courseSnap, listingSnap] = await Promise.all([tx.get(courseRef(courseId)), tx.get(listingRef)]);
    const previous = listingSnap.exists ? listingFromDoc(listingSnap.data() ?? {}) : null;
    const course = courseSnap.exists ? (courseSnap.data() as CourseMarketSource & DocumentData) : null;
    let next: CourseListing | null = null;
    if (course?.status === 'Published') {
      const instructorUid = instructorOf(course);
      const profile = instructorUid ? await tx.get(db.collection('users').doc(instructorUid)) : null;
      // An enterprise course keeps its teacher's name as the centre copied it when the profile has none.
      const copied = typeof course.teacher_name === 'string' && course.teacher_name.trim() ? course.teacher_name.trim() : null;
      const name = displayName(profile?.data());
      const now = Date.now();
      next = courseListingOf(courseId, course, {
        instructorName: name === 'Instructor' && copied ? copied : name,
        createdMs: millis(course.created_at) ?? now,
        // First listed: when it moved to Published; kept while it stays listed.
        publishedMs: previous?.published_ms || millis(course.status_updated_at) || now,
      });
    }
    if (sameListing(previous, next)) return 'unchanged';
    if (next) tx.set(listingRef, listingToDoc(next));
    else tx.delete(listingRef);
    const delta = contributionDelta(contributionOf(previous), contributionOf(next));
    if (delta) tx.set(statsCol().doc(`shard-${shardOf(courseId)}`), increments(delta), { merge: true });
    return !next ? 'removed' : previous ? 'updated' : 'listed';
  });
}
