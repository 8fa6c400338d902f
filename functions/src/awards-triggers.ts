// Badge events from what happens elsewhere (docs/awards.md, "Events"). Each trigger maps the
// write with a pure function first (domain/awards/award-events.ts): most writes (score
// increments, lesson positions, grading drafts) map to nothing and touch no Firestore. The
// engine counts each event once by key, so retries (retry: true) and duplicates are harmless.
// The same triggers write the notifications of these documents (docs/site.md 2; notify() is
// idempotent too), so Firestore runs one function per write instead of two.
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from './lib/admin';
import {
  courseOrderEvents, enrollmentEvents, liveReportEvents, memberEvents, rewardPointsEvents, saleEvents, submissionEvents,
} from './domain/awards/award-events';
import { challengeGraded, isJoinApproval, isTeacherGrading, joinApproved, productSold } from './domain/notifications/notification-inputs';
import { issueCertificate } from './services/awards/issue-certificate';
import { recordAwardEvents } from './services/awards/record-event';
import { notify } from './services/notifications/notify';
import type { AwardEvent } from './shared/schemas/awards';

/** The event's time (the same on every retry), the day for streaks. */
const timeOf = (event: { time: string }) => {
  const ms = Date.parse(event.time);
  return Number.isFinite(ms) ? ms : Date.now();
};

const record = async (events: AwardEvent[]) => {
  if (events.length > 0) await recordAwardEvents(events);
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const awardsOnMemberWrite = onDocumentWritten({ document: 'classes/{classId}/members/{uid}', retry: true }, async (event) => {
  const { classId, uid } = event.params;
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  await record(memberEvents(classId, uid, before, after, timeOf(event)));
  if (isJoinApproval(before, after)) {
    const className = str((await db.collection('classes').doc(classId).get()).get('name'));
    await notify(uid, joinApproved(classId, className));
  }
});

export const awardsOnSubmissionWrite = onDocumentWritten(
  { document: 'classes/{classId}/challenges/{challengeId}/submissions/{uid}', retry: true },
  async (event) => {
    const { classId, challengeId, uid } = event.params;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    await record(submissionEvents(classId, challengeId, uid, before, after, timeOf(event)));
    if (isTeacherGrading(before, after)) {
      const classRef = db.collection('classes').doc(classId);
      const [classSnap, challengeSnap] = await db.getAll(classRef, classRef.collection('challenges').doc(challengeId));
      await notify(uid, challengeGraded(classId, challengeId, uid, after, str(challengeSnap?.get('title')), str(classSnap?.get('name'))));
    }
  },
);

/** Guests play live games too: only players with a users/{uid} document collect badges. */
const USERS_PER_READ = 100;

export const awardsOnLiveReport = onDocumentCreated({ document: 'liveReports/{sessionId}', retry: true }, async (event) => {
  const events = liveReportEvents(event.params.sessionId, event.data?.data(), timeOf(event));
  if (events.length === 0) return;
  const registered = new Set<string>();
  for (let i = 0; i < events.length; i += USERS_PER_READ) {
    const refs = events.slice(i, i + USERS_PER_READ).map((e) => db.collection('users').doc(e.uid));
    const snaps = await db.getAll(...refs, { fieldMask: [] });
    for (const snap of snaps) if (snap.exists) registered.add(snap.id);
  }
  await record(events.filter((e) => registered.has(e.uid)));
});

export const awardsOnEnrollmentWrite = onDocumentWritten({ document: 'enrollments/{enrollmentId}', retry: true }, async (event) => {
  const events = enrollmentEvents(event.data?.before.data(), event.data?.after.data(), timeOf(event));
  if (events.length === 0) return;
  await record(events);
  // The one place completion is observed, whatever path completed it (docs/awards.md, "Certificates").
  const completed = events.find((e) => e.kind === 'course_completed');
  if (completed) await issueCertificate(completed.key.slice('course:'.length), completed.uid);
});

export const awardsOnSale = onDocumentCreated({ document: 'sales/{saleId}', retry: true }, async (event) => {
  await record(saleEvents(event.params.saleId, event.data?.data(), timeOf(event)));
  const sold = productSold(event.params.saleId, event.data?.data());
  if (sold) await notify(sold.uids[0]!, sold.input);
});

export const awardsOnCourseOrder = onDocumentCreated({ document: 'courseOrders/{orderId}', retry: true }, async (event) => {
  await record(courseOrderEvents(event.params.orderId, event.data?.data(), timeOf(event)));
});

export const awardsOnRewardPoints = onDocumentCreated({ document: 'rewardPoints/{grantId}', retry: true }, async (event) => {
  await record(rewardPointsEvents(event.params.grantId, event.data?.data(), timeOf(event)));
});
