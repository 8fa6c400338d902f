// Every 5 minutes: scheduled blog articles whose time has come are published and announced
// (docs/site.md 1; public reads run the same sweep first).
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { publishDueBlogs } from './services/blogs/publish-due';

export const publishScheduledBlogs = onSchedule({ schedule: 'every 5 minutes', timeoutSeconds: 120 }, async () => {
  const published = await publishDueBlogs();
  if (published.length > 0) logger.info('Scheduled blogs published', { published });
});
