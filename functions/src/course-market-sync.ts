// Every write of courses/{courseId} refreshes its marketplace listing and the stats shards
// (services/courses/market-sync.ts; docs/courses.md, "Marketplace"). Idempotent, so Firestore's
// at-least-once delivery and out-of-order events are harmless; retried on failure.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncCourseListing } from './services/courses/market-sync';

export const syncCourseMarket = onDocumentWritten({ document: 'courses/{courseId}', retry: true }, async (event) => {
  await syncCourseListing(event.params.courseId);
});
