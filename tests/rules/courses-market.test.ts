// courseListings/{courseId} and courseMarketStats/{shard}: written by the sync trigger only and
// read through GET /courses-marketplace (docs/courses.md, "Marketplace"); no client reads them.
import { describe } from 'vitest';
import { DENIED_TO_ALL, describeMatrix, useRulesEnvironment } from './helpers';

const env = useRulesEnvironment();

describe('courseListings/{courseId}', () => {
  describeMatrix(
    env,
    {
      doc: 'courseListings/course-1',
      collection: 'courseListings',
      data: { course_id: 'course-1', title: 'Intro to Python', category: 'programming', price: 120, price_band: 3, search_tokens: ['intro'] },
      update: { price: 0 },
    },
    DENIED_TO_ALL,
  );
});

describe('courseMarketStats/{shard}', () => {
  describeMatrix(
    env,
    {
      doc: 'courseMarketStats/shard-0',
      collection: 'courseMarketStats',
      data: { courses: 3, students: 40, rating_sum: 12.5, rated: 3, bestsellers: 1, categories: { design: 3 } },
      update: { courses: 1000 },
    },
    DENIED_TO_ALL,
  );
});
