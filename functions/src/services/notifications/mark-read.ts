// POST /notifications/{id}/read and /notifications/read-all (docs/site.md 2). Only `read`
// changes; an unknown id (or another user's: the path is the caller's own) is 404.
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { NOTIFICATIONS } from '../../shared/constants';
import type { NotificationDto } from '../../shared/schemas/notification';
import { toNotificationDto } from './list-notifications';
import { notificationsCol } from './notify';

const BATCH_WRITES = 250;

export async function markRead(uid: string, id: string): Promise<NotificationDto> {
  const ref = notificationsCol(uid).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('notification/not-found');
    if (snap.get('read') !== true) tx.update(ref, { read: true });
    return toNotificationDto(id, { ...snap.data(), read: true });
  });
}

/** Every unread one (up to NOTIFICATIONS.readAllMax), in batches. */
export async function markAllRead(uid: string): Promise<{ updated: number }> {
  const unread = await notificationsCol(uid).where('read', '==', false).select().limit(NOTIFICATIONS.readAllMax).get();
  for (let i = 0; i < unread.docs.length; i += BATCH_WRITES) {
    const batch = db.batch();
    for (const doc of unread.docs.slice(i, i + BATCH_WRITES)) batch.update(doc.ref, { read: true });
    await batch.commit();
  }
  return { updated: unread.size };
}
