// Notifications of documents no other trigger listens to (docs/site.md 2): a challenge
// published in a class and an award created. The others are written where their write
// happens (services) or by the trigger already on that document (awards-triggers.ts,
// course-market-sync.ts). notify() ids are deterministic, so retries write once.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { awardCreated, challengeAssigned } from './domain/notifications/notification-inputs';
import { db } from './lib/admin';
import { notifyMany } from './services/notifications/notify';

export const notifyOnChallengeCreated = onDocumentCreated(
  { document: 'classes/{classId}/challenges/{challengeId}', retry: true },
  async (event) => {
    const { classId, challengeId } = event.params;
    const classRef = db.collection('classes').doc(classId);
    const [classSnap, students] = await Promise.all([
      classRef.get(),
      classRef.collection('members').where('status', '==', 'active').select('role').get(),
    ]);
    const uids = students.docs.filter((doc) => doc.get('role') === 'student').map((doc) => doc.id);
    if (uids.length === 0) return;
    const name = classSnap.get('name');
    const input = challengeAssigned(classId, challengeId, event.data?.data(), typeof name === 'string' ? name : '');
    await notifyMany(uids, input);
  },
);

export const notifyOnAwardCreated = onDocumentCreated({ document: 'awards/{awardId}', retry: true }, async (event) => {
  const addressed = awardCreated(event.params.awardId, event.data?.data());
  if (addressed) await notifyMany(addressed.uids, addressed.input);
});
