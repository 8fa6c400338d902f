// The course marketplace over HTTP (docs/courses.md, "Marketplace"): courses seeded with the
// admin SDK in the shape of the shared course schema, listed by the sync trigger, then every
// filter, sort, page and search, the detail, filters and stats, and bad queries (4xx, no 5xx).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@shared/errors';
import type { Course } from '@shared/schemas/course';
import type {
  CourseMarketFilterOption, CourseMarketPagination, CourseMarketStats, MarketplaceCourse, MarketplaceCourseDetail,
} from '@shared/schemas/course-market';
import { adminDb } from '../support/admin';
import { call, expectError, sleep } from '../support/api';
import { createTestUser, type TestUser } from '../support/users';

type Seed = Partial<Omit<Course, 'id' | 'created_at'>> & { key: string; title: string; created: number };

let teacher: TestUser;
let student: TestUser;
/** A word in every title of this file's courses: `search=<marker>` scopes a list to them. */
const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const ids: Record<string, string> = {};
const base = Date.UTC(2026, 0, 1);

const SEEDS: Seed[] = [
  { key: 'python', title: `${marker} Intro to Python`, category: 'programming', level: 'beginner', price: 0, rating: 4.8, enrollment_count: 150, freemium: true, certification: true, created: 1 },
  { key: 'design', title: `${marker} Design Systems`, category: 'design', level: 'intermediate', price: 120, rating: 4.2, enrollment_count: 20, certification: true, created: 2 },
  { key: 'maths', title: `${marker} مقدمة في الرياضيات`, category: 'mathematics', level: 'beginner', price: 49, rating: 3.6, enrollment_count: 5, language: 'ar', created: 3 },
  { key: 'business', title: `${marker} Business Strategy`, category: 'business', level: 'advanced', price: 999, rating: 0, enrollment_count: 0, created: 4 },
  { key: 'music', title: `${marker} Music Theory`, category: 'music', level: 'beginner', price: 300, rating: 4.5, enrollment_count: 80, bestseller: true, certification: true, created: 5 },
  { key: 'advanced', title: `${marker} Advanced Python`, category: 'programming', level: 'advanced', price: 250, rating: 4.0, enrollment_count: 60, created: 6 },
  { key: 'draft', title: `${marker} Draft Python`, category: 'programming', level: 'beginner', status: 'Draft', created: 7 },
  { key: 'review', title: `${marker} Reviewed Python`, category: 'programming', level: 'beginner', status: 'In Review', created: 8 },
];
const PUBLISHED = SEEDS.filter((s) => !s.status);

function courseDoc(seed: Seed, ownerUid: string): Record<string, unknown> {
  const { key: _key, created, ...fields } = seed;
  return {
    description: `About ${seed.title}`, category: 'programming', level: 'beginner', thumbnail: null, price: 0,
    language: 'en', duration: 6, prerequisites: [], learning_objectives: [], target_audience: '', certification: false,
    freemium: false, faq: [], status: 'Published', status_updated_at: Timestamp.fromMillis(base + created * 1000), reject_reason: null,
    owner_uid: ownerUid, enterprise: null, chapter_count: 2, lesson_count: 5, enrollment_count: 0, rating: 0, review_count: 3,
    bestseller: false, created_at: Timestamp.fromMillis(base + created * 1000), updated_at: Timestamp.fromMillis(base + created * 1000),
    ...fields,
  };
}

/** Waits until the sync trigger has (un)listed a course. */
async function waitForListing(courseId: string, listed: boolean, check: (data: Record<string, unknown>) => boolean = () => true) {
  for (let i = 0; i < 150; i += 1) {
    const snap = await adminDb.doc(`courseListings/${courseId}`).get();
    if (snap.exists === listed && (!listed || check(snap.data() ?? {}))) return;
    await sleep(200);
  }
  throw new Error(`courseListings/${courseId} was never ${listed ? 'listed' : 'removed'}`);
}

interface ListAnswer {
  status: string;
  data: MarketplaceCourse[];
  pagination: CourseMarketPagination;
}

async function list(params: Record<string, string | string[]>, scoped = true) {
  const search = new URLSearchParams();
  if (scoped) search.append('search', marker);
  for (const [name, value] of Object.entries(params)) for (const v of [value].flat()) search.append(name, v);
  const result = await call<ListAnswer>('GET', `/courses-marketplace?${search}`, { token: student.token });
  expect(result.status, result.text).toBe(200);
  return result.body;
}
const keysOf = (answer: ListAnswer) => answer.data.map((course) => Object.keys(ids).find((key) => ids[key] === course.id) ?? course.id);

beforeAll(async () => {
  [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser()]);
  const batch = adminDb.batch();
  for (const seed of SEEDS) {
    const ref = adminDb.collection('courses').doc();
    ids[seed.key] = ref.id;
    batch.set(ref, courseDoc(seed, teacher.uid));
  }
  await batch.commit();
  await Promise.all(PUBLISHED.map((seed) => waitForListing(ids[seed.key]!, true)));
}, 60_000);

describe('GET /courses-marketplace', () => {
  it('lists Published courses only, newest first, with the spec pagination', async () => {
    const answer = await list({});
    expect(answer.status).toBe('success');
    expect(keysOf(answer)).toEqual(['advanced', 'music', 'business', 'maths', 'design', 'python']);
    expect(answer.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 6, itemsPerPage: 12, nextCursor: null });
    const python = answer.data.find((c) => c.id === ids.python);
    expect(python).toMatchObject({
      title: `${marker} Intro to Python`, freemium: true, bestseller: true, rating: 4.8, reviews: 3, studentsEnrolled: 150,
      instructor: { uid: teacher.uid, name: 'Test User' }, modules: 2, lessons: 5, duration: 6, certification: true,
      category: 'programming', level: 'beginner', price: 0, createdAt: new Date(base + 1000).toISOString(),
    });
  });

  it.each([
    [{ sortBy: 'createdAt', sortOrder: 'asc' }, ['python', 'design', 'maths', 'business', 'music', 'advanced']],
    [{ sortBy: 'rating', sortOrder: 'desc' }, ['python', 'music', 'design', 'advanced', 'maths', 'business']],
    [{ sortBy: 'rating', sortOrder: 'asc' }, ['business', 'maths', 'advanced', 'design', 'music', 'python']],
    [{ sortBy: 'price', sortOrder: 'asc' }, ['python', 'maths', 'design', 'advanced', 'music', 'business']],
    [{ sortBy: 'price', sortOrder: 'desc' }, ['business', 'music', 'advanced', 'design', 'maths', 'python']],
    [{ sortBy: 'studentsEnrolled', sortOrder: 'desc' }, ['python', 'music', 'advanced', 'design', 'maths', 'business']],
  ])('sorts by %j', async (params, expected) => {
    expect(keysOf(await list(params))).toEqual(expected);
  });

  it.each([
    [{ category: 'programming' }, ['advanced', 'python']],
    [{ category: ['programming', 'design'] }, ['advanced', 'design', 'python']],
    [{ level: 'beginner' }, ['music', 'maths', 'python']],
    [{ level: ['beginner', 'advanced'], category: 'programming' }, ['advanced', 'python']],
    [{ minPrice: '100', maxPrice: '249' }, ['design']],
    [{ maxPrice: '0' }, ['python']],
    [{ minPrice: '250' }, ['advanced', 'music', 'business']],
    [{ minPrice: '120', maxPrice: '300', sortBy: 'price', sortOrder: 'asc' }, ['design', 'advanced', 'music']],
    [{ minRating: '4.5' }, ['music', 'python']],
    [{ minRating: '4', sortBy: 'rating', sortOrder: 'desc' }, ['python', 'music', 'design', 'advanced']],
    [{ bestseller: 'true' }, ['music', 'python']],
    [{ freemium: 'true' }, ['python']],
    [{ certification: 'true' }, ['music', 'design', 'python']],
    [{ certification: 'false', level: 'advanced' }, ['advanced', 'business']],
  ])('filters %j', async (params, expected) => {
    const answer = await list(params);
    expect(keysOf(answer)).toEqual(expected);
    expect(answer.pagination.totalItems).toBe(expected.length);
  });

  it('pages by page number with a total, and by cursor', async () => {
    const first = await list({ limit: '4' });
    expect(keysOf(first)).toEqual(['advanced', 'music', 'business', 'maths']);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 6, itemsPerPage: 4, nextCursor: ids.maths });
    const second = await list({ limit: '4', page: '2' });
    expect(keysOf(second)).toEqual(['design', 'python']);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 2, totalItems: 6, nextCursor: null });
    expect(keysOf(await list({ limit: '4', page: '2', after: ids.maths! }))).toEqual(['design', 'python']);
    expect((await list({ page: '9' })).data).toEqual([]);
  });

  it('searches English titles by words and prefixes, case-insensitively', async () => {
    const python = await list({ search: 'PYTH' }, false);
    expect(python.data.map((c) => c.id)).toEqual(expect.arrayContaining([ids.python, ids.advanced]));
    expect(python.data.map((c) => c.id)).not.toContain(ids.draft);
    expect(keysOf(await list({ search: `${marker} advanced` }, false))).toEqual(['advanced']);
    expect(keysOf(await list({ search: `${marker} music`, category: 'design' }, false))).toEqual([]);
  });

  it('searches Arabic titles with or without the article, harakat or ta marbuta', async () => {
    for (const search of ['الرياضيات', 'رياضيات', 'الرِّيَاضِيَّات', 'مقدمه', `${marker} مقدمة`, 'في الرياض']) {
      const answer = await list({ search }, false);
      expect(answer.data.map((c) => c.id), search).toContain(ids.maths);
    }
  });

  it('follows a course that is unpublished and published again', async () => {
    await adminDb.doc(`courses/${ids.design}`).update({ status: 'Draft' });
    await waitForListing(ids.design!, false);
    expect(keysOf(await list({}))).not.toContain('design');
    await adminDb.doc(`courses/${ids.design}`).update({ status: 'Published', enrollment_count: 120 });
    await waitForListing(ids.design!, true, (data) => data.students === 120);
    expect((await list({ bestseller: 'true' })).data.map((c) => c.id)).toContain(ids.design);
    await adminDb.doc(`courses/${ids.design}`).update({ enrollment_count: 20 });
    await waitForListing(ids.design!, true, (data) => data.students === 20);
  });
});

describe('GET /courses-marketplace with bad input', () => {
  it.each<[string, ErrorCode]>([
    ['page=0', 'courses-market/invalid-page'],
    ['limit=500', 'courses-market/invalid-page'],
    ['page=1&page=2', 'courses-market/invalid-page'],
    ['category=cooking', 'courses-market/invalid-filter'],
    ['level[a]=b', 'courses-market/invalid-filter'],
    ['bestseller=maybe', 'courses-market/invalid-filter'],
    ['minPrice=-5', 'courses-market/invalid-price'],
    ['minPrice=300&maxPrice=100', 'courses-market/invalid-price'],
    ['minRating=4.2', 'courses-market/invalid-rating'],
    ['sortBy=title', 'courses-market/invalid-sort'],
    ['sortOrder=sideways', 'courses-market/invalid-sort'],
    ['minPrice=120', 'courses-market/price-band'],
    ['category=design&category=music&category=business&level=beginner&level=advanced&minRating=2.5', 'courses-market/too-many-filters'],
    ['unknown=1', 'courses-market/invalid-filter'],
    ['after=..', 'validation/invalid-id'],
  ])('?%s -> 400 %s, with the message in `error`', async (query, code) => {
    const result = await call('GET', `/courses-marketplace?${query}`, { token: student.token });
    expectError(result, 400, code);
    expect((result.body as { error?: string }).error).toBe(result.body.message);
  });

  it('needs a signed-in, verified user', async () => {
    expectError(await call('GET', '/courses-marketplace'), 401, 'auth/no-token');
    expectError(await call('GET', '/courses-marketplace/stats/overview', { token: 'nope' }), 401, 'auth/not-authenticated');
  });
});

describe('GET /courses-marketplace/{id}', () => {
  it('answers a Published course with its description', async () => {
    const result = await call<{ data: MarketplaceCourseDetail }>('GET', `/courses-marketplace/${ids.maths}`, { token: student.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      id: ids.maths, title: `${marker} مقدمة في الرياضيات`, description: `About ${marker} مقدمة في الرياضيات`, price: 49,
      category: 'mathematics', language: 'ar', instructor: { uid: teacher.uid, name: 'Test User' },
    });
  });

  it('is 404 for drafts, courses in review and unknown ids; 400 for a malformed id', async () => {
    for (const id of [ids.draft, ids.review, 'no-such-course']) {
      expectError(await call('GET', `/courses-marketplace/${id}`, { token: student.token }), 404, 'courses-market/not-found');
    }
    expectError(await call('GET', '/courses-marketplace/bad%20id', { token: student.token }), 400, 'validation/invalid-id');
  });
});

describe('filters and stats', () => {
  /** What the listings imply, read directly (the API reads the stats shards instead). */
  async function expected() {
    const listings = (await adminDb.collection('courseListings').get()).docs.map((d) => d.data());
    const rated = listings.filter((l) => l.rating > 0);
    return {
      stats: {
        totalCourses: listings.length,
        totalStudents: listings.reduce((sum, l) => sum + l.students, 0),
        averageRating: rated.length ? Math.round((rated.reduce((s, l) => s + l.rating, 0) / rated.length) * 10) / 10 : 0,
        bestsellersCount: listings.filter((l) => l.bestseller).length,
      },
      count: (field: string, value: string) => listings.filter((l) => l[field] === value).length,
    };
  }

  it('stats/overview matches the listed courses', async () => {
    let last: unknown;
    for (let i = 0; i < 50; i += 1) {
      const [result, want] = await Promise.all([
        call<{ data: CourseMarketStats }>('GET', '/courses-marketplace/stats/overview', { token: student.token }),
        expected(),
      ]);
      expect(result.status).toBe(200);
      last = result.body.data;
      if (JSON.stringify(result.body.data) === JSON.stringify(want.stats)) return;
      await sleep(200);
    }
    expect(last).toEqual((await expected()).stats);
  });

  it('filters/categories and filters/levels list every value with a count', async () => {
    const [categories, levels] = await Promise.all([
      call<{ data: CourseMarketFilterOption[] }>('GET', '/courses-marketplace/filters/categories', { token: student.token }),
      call<{ data: CourseMarketFilterOption[] }>('GET', '/courses-marketplace/filters/levels', { token: student.token }),
    ]);
    expect(categories.status).toBe(200);
    expect(levels.status).toBe(200);
    expect(categories.body.data.map((o) => o.value)).toEqual(expect.arrayContaining(['programming', 'design', 'mathematics', 'business', 'music']));
    expect(levels.body.data.map((o) => o.value)).toEqual(['beginner', 'intermediate', 'advanced']);
    for (const option of [...categories.body.data, ...levels.body.data]) expect(Number.isSafeInteger(option.count) && option.count >= 0).toBe(true);
  });

  it('filters/categories and filters/levels counts equal the listed courses, also after a listed course changes', async () => {
    // A change that leaves category and level alone once wiped the shard's maps (empty map under merge).
    await adminDb.doc(`courses/${ids.design}`).update({ rating: 4.3 });
    await waitForListing(ids.design!, true, (data) => data.rating === 4.3);
    const counts = async () => {
      const [categories, levels] = await Promise.all([
        call<{ data: CourseMarketFilterOption[] }>('GET', '/courses-marketplace/filters/categories', { token: student.token }),
        call<{ data: CourseMarketFilterOption[] }>('GET', '/courses-marketplace/filters/levels', { token: student.token }),
      ]);
      const want = await expected();
      return {
        got: [...categories.body.data.map((o) => [`category:${o.value}`, o.count]), ...levels.body.data.map((o) => [`level:${o.value}`, o.count])],
        want: [...categories.body.data.map((o) => [`category:${o.value}`, want.count('category', o.value)]), ...levels.body.data.map((o) => [`level:${o.value}`, want.count('level', o.value)])],
      };
    };
    let last = await counts();
    for (let i = 0; i < 50 && JSON.stringify(last.got) !== JSON.stringify(last.want); i += 1) {
      await sleep(200);
      last = await counts();
    }
    expect(last.got).toEqual(last.want);
  });
});
