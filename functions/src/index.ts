import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

/**
 * Every /api/v1 call, reached through the Hosting rewrite. `cors: false`: the app answers CORS
 * itself (lib/cors.ts, APP_URL and CORS_ORIGINS only); without it the emulator would reflect
 * any Origin.
 */
export const api = onRequest({ concurrency: 80, memory: '512MiB', cors: false }, createApp());

export { recheckPayments } from './payments-recheck';
export { publishScheduledBlogs } from './blogs-schedule';
export { refuseClientSignUps } from './auth-blocking';
export { syncCourseMarket } from './course-market-sync';
export {
  awardsOnCourseOrder, awardsOnEnrollmentWrite, awardsOnLiveReport, awardsOnMemberWrite, awardsOnRewardPoints, awardsOnSale, awardsOnSubmissionWrite,
} from './awards-triggers';
export { hudaOnLiveReport, hudaOnSubmissionWrite } from './huda-triggers';
export { notifyOnAwardCreated, notifyOnChallengeCreated } from './notifications-triggers';
