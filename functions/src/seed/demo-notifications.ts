// Demo notifications for `npm start` (issue 15; docs/site.md 2): a few for student@, teacher@
// and admin@, some read, so the bell and /notification show something on first sign-in. Written
// as notify() writes them, with fixed source ids: a second run changes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { challengeAssigned, joinApproved } from '../domain/notifications/notification-inputs';
import { notificationId, notificationsCol } from '../services/notifications/notify';
import type { NotificationInput } from '../shared/schemas/notification';
import { DEMO_CLASSES } from './demo-classes';
import { uidOf } from './demo-courses';

const HOUR = 3_600_000;
const ALREADY_EXISTS = 6;

/**
 * Created as notify() creates them (same id and fields), but dated over the last days and
 * some read already; an existing one is left as it is.
 */
async function write(uid: string, items: { input: NotificationInput; hoursAgo: number; read?: boolean }[]): Promise<void> {
  for (const { input, hoursAgo, read } of items) {
    const ref = notificationsCol(uid).doc(notificationId(input));
    await ref
      .create({ kind: input.kind, params: input.params, link: input.link, read: read === true, created_at: Timestamp.fromMillis(Date.now() - hoursAgo * HOUR) })
      .catch((error: { code?: unknown }) => {
        if (error.code !== ALREADY_EXISTS) throw error;
      });
  }
}

export async function seedDemoNotifications(): Promise<void> {
  const [student, teacher, admin] = (await Promise.all(['student@sparks.test', 'teacher@sparks.test', 'admin@sparks.test'].map(uidOf))) as [
    string, string, string,
  ];
  const physics = await db.collection('classes').where('owner_uid', '==', teacher).where('name', '==', DEMO_CLASSES[0]!.name).limit(1).get();
  const classId = physics.docs[0]?.id ?? 'demo-physics';
  const className = DEMO_CLASSES[0]!.name;

  await write(student, [
    { input: challengeAssigned(classId, 'demo-notice', { title: 'Newton\'s laws review' }, className), hoursAgo: 2 },
    {
      input: {
        kind: 'badge_earned', sourceId: 'demo-badge', params: { name_ar: 'المثابر', name_en: 'Persistent', points: '20' }, link: '/achievements?tab=badges',
      },
      hoursAgo: 26,
    },
    { input: joinApproved(classId, className), hoursAgo: 72, read: true },
  ]);
  await write(teacher, [
    {
      input: { kind: 'product_sold', sourceId: 'demo-sale', params: { product_title: 'Algebra workbook', earnings: '96' }, link: '/market/seller/analytics' },
      hoursAgo: 5,
    },
    { input: { kind: 'course_published', sourceId: 'demo-course', params: { course_title: 'Physics basics' }, link: '/courses/instructor' }, hoursAgo: 48, read: true },
  ]);
  await write(admin, [
    { input: { kind: 'inquiry_received', sourceId: 'demo-inquiry', params: { kind: 'enterprise', name: 'Riyadh Academy' }, link: '/admin/inquiries' }, hoursAgo: 1 },
  ]);
}
