import { describe, expect, it } from 'vitest';
import {
  contributionDelta, contributionOf, courseListingOf, courseSearchTokens, priceBandOf, ratingStepOf, searchKey, statsOf,
  sumContributions, type CourseMarketSource,
} from './course-market-listing';

const course = (over: Partial<CourseMarketSource> = {}): CourseMarketSource => ({
  title: 'Intro to Python', category: 'programming', level: 'beginner', thumbnail: { url: 'https://x/t.png' }, price: 120,
  duration: 5, certification: true, freemium: false, status: 'Published', owner_uid: 'u1', enterprise: null,
  chapter_count: 3, lesson_count: 9, enrollment_count: 40, rating: 4.26, review_count: 7, bestseller: false, ...over,
});
const extra = { instructorName: 'Sara', createdMs: 1000, publishedMs: 2000 };

describe('search tokens and keys', () => {
  it('a one- or two-word query is one of the title tokens', () => {
    const tokens = courseSearchTokens('Intro to Python');
    for (const query of ['intro', 'pyth', 'PYTHON', 'to py', 'intro to', 'Intro  To']) expect(tokens).toContain(searchKey(query));
    expect(tokens).not.toContain(searchKey('python intro'));
  });

  it('Arabic: harakat, hamza forms and the article do not matter', () => {
    const tokens = courseSearchTokens('مقدمة في الرياضيات');
    for (const query of ['الرياضيات', 'رياضيات', 'رياض', 'مُقدّمة', 'مقدمه', 'في الرياضيات', 'في رياض']) {
      expect(tokens, query).toContain(searchKey(query));
    }
    expect(courseSearchTokens('أساسيات البرمجة')).toContain(searchKey('اساسيات'));
  });

  it('three words and more look up their longest adjacent pair', () => {
    expect(searchKey('learn advanced python today')).toBe('advanced python');
    expect(searchKey('  ')).toBeNull();
  });
});

describe('courseListingOf', () => {
  it('lists Published courses only', () => {
    expect(courseListingOf('c1', course({ status: 'Draft' }), extra)).toBeNull();
    expect(courseListingOf('c1', course({ status: 'In Review' }), extra)).toBeNull();
  });

  it('denormalises the fields the list filters and sorts on', () => {
    expect(courseListingOf('c1', course(), extra)).toMatchObject({
      course_id: 'c1', price: 120, price_band: 3, rating: 4.3, rating_step: 4, students: 40, bestseller: false,
      instructor_name: 'Sara', modules: 3, lessons: 9, thumbnail: 'https://x/t.png', created_ms: 1000, published_ms: 2000,
    });
    expect(courseListingOf('c1', course({ enrollment_count: 100 }), extra)?.bestseller).toBe(true);
    expect(courseListingOf('c1', course({ bestseller: true, enrollment_count: 0 }), extra)?.bestseller).toBe(true);
  });

  it('an enterprise course names the centre as organisation and its teacher as instructor', () => {
    const listing = courseListingOf('c1', course({ owner_uid: 'centre1', enterprise: 'centre1', teacher_uid: 't1', organization: 'Nour Academy' }), extra);
    expect(listing).toMatchObject({ instructor_uid: 't1', organization: 'Nour Academy' });
    expect(courseListingOf('c1', course({ organization: 'stray' }), extra)).toMatchObject({ instructor_uid: 'u1', organization: null });
  });

  it('a course document missing fields still projects to storable values', () => {
    const partial = { status: 'Published' } as unknown as CourseMarketSource;
    const listing = courseListingOf('c1', partial, extra);
    expect(Object.values(listing ?? {}).some((value) => value === undefined || Number.isNaN(value))).toBe(false);
  });

  it('bands and steps', () => {
    expect([0, 1, 49, 50, 999, 1000, 2499, 9999, 10000, 100000].map(priceBandOf)).toEqual([0, 1, 1, 2, 15, 16, 16, 18, 19, 19]);
    expect([0, 0.4, 0.5, 3.99, 4.5, 5, 7].map(ratingStepOf)).toEqual([0, 0, 0.5, 3.5, 4.5, 5, 5]);
  });
});

describe('stats contributions', () => {
  const listing = courseListingOf('c1', course(), extra);
  it('publishing adds, unpublishing takes away, an unchanged course changes nothing', () => {
    const added = contributionDelta(contributionOf(null), contributionOf(listing));
    expect(added).toMatchObject({ courses: 1, students: 40, rated: 1, rating_sum: 4.3, categories: { programming: 1 }, levels: { beginner: 1 } });
    expect(contributionDelta(contributionOf(listing), contributionOf(null))).toMatchObject({ courses: -1, categories: { programming: -1 } });
    expect(contributionDelta(contributionOf(listing), contributionOf(listing))).toBeNull();
    const moved = contributionDelta(contributionOf(listing), contributionOf({ ...listing!, category: 'design' }));
    expect(moved?.categories).toEqual({ programming: -1, design: 1 });
  });

  it('sums shards into the spec stats', () => {
    const total = sumContributions([
      { courses: 2, students: 30, rating_sum: 9, rated: 2, bestsellers: 1, categories: { design: 2 } },
      { courses: 1, students: 5, rating_sum: 0, rated: 0, bestsellers: 0 },
      {},
    ]);
    expect(statsOf(total)).toEqual({ totalCourses: 3, totalStudents: 35, averageRating: 4.5, bestsellersCount: 1 });
    expect(total.categories).toEqual({ design: 2 });
    expect(statsOf(sumContributions([]))).toEqual({ totalCourses: 0, totalStudents: 0, averageRating: 0, bestsellersCount: 0 });
  });
});
