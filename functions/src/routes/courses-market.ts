// /courses-marketplace: the course marketplace (spec 001 "Course marketplace"; docs/courses.md,
// "Marketplace"). Signed-in, verified users; only Published courses are ever shown.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { requireAuth } from '../lib/auth-context';
import { ApiError, parse, route } from '../lib/http';
import { getMarketCourse } from '../services/courses/market-detail';
import { listMarketCourses } from '../services/courses/market-list';
import { marketCategories, marketLevels, marketStats } from '../services/courses/market-stats';
import { courseMarketQuerySchema } from '../shared/schemas/course-market';

export const coursesMarketRouter = Router();
coursesMarketRouter.use(requireAuth);

/** GET /courses-marketplace?page&limit&category&level&minPrice&maxPrice&minRating&... -> { data, pagination }. */
coursesMarketRouter.get(
  '/',
  route(async (req, res) => {
    const query = parse(courseMarketQuerySchema, req.query);
    res.json({ status: 'success', ...(await listMarketCourses(query)) });
  }),
);

/** GET /courses-marketplace/filters/categories -> { data: [{ value, count }] }. */
coursesMarketRouter.get(
  '/filters/categories',
  route(async (_req, res) => {
    res.json({ status: 'success', data: await marketCategories() });
  }),
);

/** GET /courses-marketplace/filters/levels -> { data: [{ value, count }] }. */
coursesMarketRouter.get(
  '/filters/levels',
  route(async (_req, res) => {
    res.json({ status: 'success', data: await marketLevels() });
  }),
);

/** GET /courses-marketplace/stats/overview -> { data: { totalCourses, totalStudents, averageRating, bestsellersCount } }. */
coursesMarketRouter.get(
  '/stats/overview',
  route(async (_req, res) => {
    res.json({ status: 'success', data: await marketStats() });
  }),
);

/** GET /courses-marketplace/{id} -> { data: MarketplaceCourseDetail }; 404 unless Published. */
coursesMarketRouter.get(
  '/:courseId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getMarketCourse(String(req.params.courseId)) });
  }),
);

/** The spec's marketplace screens read the server's message from `error`: give it beside `message`. */
coursesMarketRouter.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
  if (!(err instanceof ApiError)) {
    next(err);
    return;
  }
  res.status(err.status).json({ ...err.toBody(), error: err.message });
});
