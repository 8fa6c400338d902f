// Writes notifications (docs/site.md 2). The id is `{kind}-{sourceId}`, so a retried trigger or
// a repeated call writes a notification once; an existing one is left as it is (read or not).
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { NotificationInput } from '../../shared/schemas/notification';

const ALREADY_EXISTS = 6;
const BATCH_WRITES = 400;

export const notificationsCol = (uid: string) => db.collection('users').doc(uid).collection('notifications');

/** Doc ids allow [A-Za-z0-9_.:-]: anything else in a source id (none expected) becomes '_'. */
export const notificationId = (input: Pick<NotificationInput, 'kind' | 'sourceId'>) =>
  `${input.kind}-${input.sourceId}`.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 128);

const docOf = (input: NotificationInput) => ({
  kind: input.kind,
  params: input.params,
  link: input.link,
  read: false,
  created_at: Timestamp.now(),
});

/** One user's notification; a second call with the same kind and source does nothing. */
export async function notify(uid: string, input: NotificationInput): Promise<void> {
  try {
    await notificationsCol(uid).doc(notificationId(input)).create(docOf(input));
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}

/** The same notification for several users (a class's students, the administrators); idempotent too. */
export async function notifyMany(uids: readonly string[], input: NotificationInput): Promise<void> {
  const id = notificationId(input);
  for (let i = 0; i < uids.length; i += BATCH_WRITES) {
    const refs = uids.slice(i, i + BATCH_WRITES).map((uid) => notificationsCol(uid).doc(id));
    const existing = await db.getAll(...refs, { fieldMask: [] });
    const batch = db.batch();
    for (const snap of existing) if (!snap.exists) batch.set(snap.ref, docOf(input));
    await batch.commit();
  }
}

/** Inside a transaction that causes it (after the transaction's reads). */
export function notifyInTransaction(tx: Transaction, uid: string, input: NotificationInput): void {
  tx.set(notificationsCol(uid).doc(notificationId(input)), docOf(input));
}
