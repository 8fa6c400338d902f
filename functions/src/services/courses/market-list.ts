// GET /courses-marketplace: runs the planner's query (domain/course-market-query.ts) on
// courseListings; the page and its total (a count() aggregation) come from the indexes alone.
import type { Query } from 'firebase-admin/firestore';
import { listingFromDoc, listingsCol } from './market-sync';
import { MarketQueryError, planMarketQuery, type MarketQueryPlan } from '../../domain/course-market-query';
import type { CourseListing } from '../../domain/course-market-listing';
import { ApiError } from '../../lib/http';
import type { CourseMarketList, CourseMarketQuery, MarketplaceCourse } from '../../shared/schemas/course-market';

const iso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);

/** A listing as the spec's Marketplace course. */
export function toMarketplaceCourse(id: string, listing: CourseListing): MarketplaceCourse {
  return {
    id,
    title: listing.title,
    thumbnail: listing.thumbnail,
    freemium: listing.freemium,
    bestseller: listing.bestseller,
    rating: listing.rating,
    reviews: listing.reviews,
    studentsEnrolled: listing.students,
    instructor: { uid: listing.instructor_uid, name: listing.instructor_name },
    organization: listing.organization,
    modules: listing.modules,
    lessons: listing.lessons,
    duration: listing.duration,
    certification: listing.certification,
    category: listing.category,
    level: listing.level,
    price: listing.price,
    language: listing.language,
    createdAt: iso(listing.created_ms),
    publishedAt: iso(listing.published_ms),
  };
}

function filtered(plan: MarketQueryPlan): Query {
  let query: Query = listingsCol();
  for (const filter of plan.filters) query = query.where(filter.field, filter.op, filter.value);
  return query;
}

export function planOrRefuse(query: CourseMarketQuery): MarketQueryPlan {
  try {
    return planMarketQuery(query);
  } catch (error) {
    if (error instanceof MarketQueryError) throw new ApiError(error.code, error.values);
    throw error;
  }
}

export async function listMarketCourses(query: CourseMarketQuery): Promise<CourseMarketList> {
  const plan = planOrRefuse(query);
  const base = filtered(plan);
  let page = base.orderBy(plan.orderBy.field, plan.orderBy.direction);
  if (plan.after) {
    const last = await listingsCol().doc(plan.after).get();
    // A course unlisted since: start again from the top rather than fail.
    if (last.exists) page = page.startAfter(last);
  } else if (plan.offset > 0) {
    page = page.offset(plan.offset);
  }
  const [snap, count] = await Promise.all([page.limit(plan.limit).get(), base.count().get()]);
  const total = count.data().count;
  const data = snap.docs.map((doc) => toMarketplaceCourse(doc.id, listingFromDoc(doc.data())));
  const lastDoc = snap.docs.at(-1);
  return {
    data,
    pagination: {
      currentPage: plan.page,
      totalPages: Math.ceil(total / plan.limit),
      totalItems: total,
      itemsPerPage: plan.limit,
      nextCursor: lastDoc && snap.size === plan.limit && (plan.after !== null || plan.offset + snap.size < total) ? lastDoc.id : null,
    },
  };
}
