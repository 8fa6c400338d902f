// The marketplace projection of a course (docs/courses.md, "Marketplace"): the denormalised
// fields the list query filters and sorts on, and what each listed course adds to the stats.
// Pure, no Firebase: services/courses/market-sync.ts reads and writes the documents.
import { COURSE_MARKET, COURSE_PRICE_EDGES, COURSE_RATING_STEP } from '../shared/schemas/course-market';
import { searchTokens } from './market-search';

/** The course fields the projection reads (courses/{id}, schema `courseSchema`). */
export interface CourseMarketSource {
  title: string;
  description?: string;
  category: string;
  level: string;
  thumbnail: { url: string } | null;
  price: number;
  language?: string | null;
  duration: number | null;
  certification: boolean;
  freemium: boolean;
  status: string;
  owner_uid: string;
  enterprise?: string | null;
  /** Enterprise courses: the assigned teacher and the centre's name (docs/centres.md). */
  teacher_uid?: string | null;
  organization?: string | null;
  chapter_count: number;
  lesson_count: number;
  enrollment_count: number;
  rating: number;
  review_count: number;
  bestseller: boolean;
}

/** courseListings/{courseId}: one document per Published course, written by the sync only. */
export interface CourseListing {
  course_id: string;
  title: string;
  thumbnail: string | null;
  category: string;
  level: string;
  language: string | null;
  freemium: boolean;
  certification: boolean;
  bestseller: boolean;
  price: number;
  /** Index of the price band (COURSE_PRICE_EDGES) holding the price. */
  price_band: number;
  rating: number;
  /** The rating rounded down to a multiple of 0.5. */
  rating_step: number;
  reviews: number;
  students: number;
  instructor_uid: string;
  instructor_name: string;
  organization: string | null;
  modules: number;
  lessons: number;
  duration: number;
  search_tokens: string[];
  /** Milliseconds since the epoch (the service stores them as timestamps). */
  created_ms: number;
  published_ms: number;
}

const MIN_PREFIX = 2;
const MAX_TOKEN = 30;
const MAX_TOKENS = 400;
const ARABIC_ARTICLE = '\u0627\u0644'; // ال

/** Prefixes of a word or phrase from MIN_PREFIX letters (a one-letter word is itself). */
function prefixes(text: string): string[] {
  const capped = text.slice(0, MAX_TOKEN);
  if (capped.length < MIN_PREFIX) return capped ? [capped] : [];
  const out: string[] = [];
  for (let end = MIN_PREFIX; end <= capped.length; end += 1) out.push(capped.slice(0, end));
  return out;
}

/** A word without the Arabic article: "الرياضيات" and "رياضيات" find each other. */
const stripArticle = (word: string) => (word.startsWith(ARABIC_ARTICLE) && word.length > 3 ? word.slice(2) : word);

/**
 * Search tokens of a title: every prefix of every word (Arabic words also without their article),
 * and every prefix of each two-word phrase, so a query of up to two words (the last one possibly
 * unfinished) is one array-contains on an indexed field.
 */
export function courseSearchTokens(title: string): string[] {
  const words = searchTokens(title);
  const tokens = new Set<string>();
  for (const word of words) {
    for (const p of prefixes(word)) tokens.add(p);
    for (const p of prefixes(stripArticle(word))) tokens.add(p);
  }
  const bare = words.map(stripArticle);
  for (let i = 0; i + 1 < bare.length; i += 1) {
    const [first = '', second = ''] = [bare[i], bare[i + 1]];
    for (const p of prefixes(`${first} ${second}`)) if (p.length > first.length + 1) tokens.add(p);
  }
  return [...tokens].slice(0, MAX_TOKENS);
}

/**
 * The token a search text looks up: its only word, or its longest two adjacent words (the most
 * selective phrase); words beyond that pair are not matched (docs/courses.md). Null: no search.
 */
export function searchKey(text: string | undefined): string | null {
  const words = searchTokens(text ?? '').map(stripArticle);
  if (words.length === 0) return null;
  if (words.length === 1) return (words[0] ?? '').slice(0, MAX_TOKEN);
  let best = '';
  for (let i = 0; i + 1 < words.length; i += 1) {
    const phrase = `${words[i] ?? ''} ${words[i + 1] ?? ''}`;
    if (phrase.length > best.length) best = phrase;
  }
  return best.slice(0, MAX_TOKEN);
}

export function priceBandOf(price: number): number {
  let band = 0;
  COURSE_PRICE_EDGES.forEach((edge, i) => {
    if (price >= edge) band = i;
  });
  return band;
}

export function ratingStepOf(rating: number): number {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return Math.floor(clamped / COURSE_RATING_STEP + 1e-9) * COURSE_RATING_STEP;
}

/** Stored documents are not trusted to be complete: a missing field must not fail the sync (undefined is not storable). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

/** Who the marketplace names as the instructor: an enterprise course's teacher, else the owner. */
export function instructorOf(course: Pick<CourseMarketSource, 'owner_uid' | 'enterprise' | 'teacher_uid'>): string {
  if (typeof course.enterprise === 'string' && course.enterprise && typeof course.teacher_uid === 'string' && course.teacher_uid) return course.teacher_uid;
  return text(course.owner_uid);
}

/** The listing of a course, or null when it is not listed (anything but Published). */
export function courseListingOf(
  courseId: string,
  course: CourseMarketSource,
  extra: { instructorName: string; createdMs: number; publishedMs: number },
): CourseListing | null {
  if (course.status !== 'Published') return null;
  const price = count(course.price);
  const rating = Math.round(Math.min(5, Math.max(0, Number(course.rating) || 0)) * 10) / 10;
  const students = count(course.enrollment_count);
  return {
    course_id: courseId,
    title: text(course.title),
    thumbnail: typeof course.thumbnail?.url === 'string' ? course.thumbnail.url : null,
    category: text(course.category),
    level: text(course.level),
    language: typeof course.language === 'string' ? course.language : null,
    freemium: course.freemium === true,
    certification: course.certification === true,
    // Set by the server, or earned by enrolments.
    bestseller: course.bestseller === true || students >= COURSE_MARKET.bestsellerStudents,
    price,
    price_band: priceBandOf(price),
    rating,
    rating_step: ratingStepOf(rating),
    reviews: count(course.review_count),
    students,
    // An enterprise course is taught by its assigned teacher and sold by the centre (the organisation).
    instructor_uid: instructorOf(course),
    instructor_name: extra.instructorName,
    organization: typeof course.enterprise === 'string' && course.enterprise ? text(course.organization) || null : null,
    modules: count(course.chapter_count),
    lessons: count(course.lesson_count),
    duration: count(course.duration),
    search_tokens: courseSearchTokens(text(course.title)),
    created_ms: extra.createdMs,
    published_ms: extra.publishedMs,
  };
}

/** What one listing adds to the stats shards (all zero for none). */
export interface MarketContribution {
  courses: number;
  students: number;
  rating_sum: number;
  rated: number;
  bestsellers: number;
  categories: Record<string, number>;
  levels: Record<string, number>;
}

export function contributionOf(listing: Pick<CourseListing, 'students' | 'rating' | 'bestseller' | 'category' | 'level'> | null): MarketContribution {
  if (!listing) return { courses: 0, students: 0, rating_sum: 0, rated: 0, bestsellers: 0, categories: {}, levels: {} };
  return {
    courses: 1,
    students: listing.students,
    rating_sum: listing.rating > 0 ? listing.rating : 0,
    rated: listing.rating > 0 ? 1 : 0,
    bestsellers: listing.bestseller ? 1 : 0,
    categories: { [listing.category]: 1 },
    levels: { [listing.level]: 1 },
  };
}

const diffMap = (after: Record<string, number>, before: Record<string, number>) => {
  const out: Record<string, number> = {};
  for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) {
    const d = (after[key] ?? 0) - (before[key] ?? 0);
    if (d !== 0) out[key] = d;
  }
  return out;
};

/** after - before; null when nothing changes (the sync then writes no stats). */
export function contributionDelta(before: MarketContribution, after: MarketContribution): MarketContribution | null {
  const delta: MarketContribution = {
    courses: after.courses - before.courses,
    students: after.students - before.students,
    rating_sum: Math.round((after.rating_sum - before.rating_sum) * 10) / 10,
    rated: after.rated - before.rated,
    bestsellers: after.bestsellers - before.bestsellers,
    categories: diffMap(after.categories, before.categories),
    levels: diffMap(after.levels, before.levels),
  };
  const unchanged =
    delta.courses === 0 && delta.students === 0 && delta.rating_sum === 0 && delta.rated === 0 && delta.bestsellers === 0 &&
    Object.keys(delta.categories).length === 0 && Object.keys(delta.levels).length === 0;
  return unchanged ? null : delta;
}

/** The stats answer from the summed shards. */
export function statsOf(total: MarketContribution): { totalCourses: number; totalStudents: number; averageRating: number; bestsellersCount: number } {
  return {
    totalCourses: Math.max(0, total.courses),
    totalStudents: Math.max(0, total.students),
    averageRating: total.rated > 0 ? Math.round((total.rating_sum / total.rated) * 10) / 10 : 0,
    bestsellersCount: Math.max(0, total.bestsellers),
  };
}

/** Sums shard documents (missing fields count 0). */
export function sumContributions(shards: readonly Partial<MarketContribution>[]): MarketContribution {
  const total = contributionOf(null);
  for (const shard of shards) {
    total.courses += Number(shard.courses) || 0;
    total.students += Number(shard.students) || 0;
    total.rating_sum += Number(shard.rating_sum) || 0;
    total.rated += Number(shard.rated) || 0;
    total.bestsellers += Number(shard.bestsellers) || 0;
    for (const [k, v] of Object.entries(shard.categories ?? {})) total.categories[k] = (total.categories[k] ?? 0) + (Number(v) || 0);
    for (const [k, v] of Object.entries(shard.levels ?? {})) total.levels[k] = (total.levels[k] ?? 0) + (Number(v) || 0);
  }
  return total;
}
