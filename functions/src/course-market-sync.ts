// Every write of courses/{courseId} refreshes its marketplace listing and the stats shards
// (services/courses/market-sync.ts; docs/courses.md, "Marketplace"). Idempotent, so Firestore's
// at-least-once delivery and out-of-order events are harmless; retried on failure.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { courseReviewed } from './domain/notifications/notification-inputs';
import { syncCourseListing } from './services/courses/market-sync';
import { notifyMany } from './services/notifications/notify';

export const syncCourseMarket = onDocumentWritten({ document: 'courses/{courseId}', retry: true }, async (event) => {
  await syncCourseListing(event.params.courseId);
  // A review's verdict reaches the course's author (docs/site.md 2); one trigger per course write.
  const reviewed = courseReviewed(event.params.courseId, event.data?.before.data(), event.data?.after.data());
  if (reviewed) await notifyMany(reviewed.uids, reviewed.input);
});
