// GET /notifications: the caller's notifications, newest first, a page at a time; the next page
// starts before the last one's time (docs/site.md 2).
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { toMillis } from '../../domain/time';
import type { NotificationDto, NotificationKind } from '../../shared/schemas/notification';
import { notificationsCol } from './notify';

const iso = (value: unknown) => new Date(toMillis(value) ?? 0).toISOString();

export function toNotificationDto(id: string, data: DocumentData): NotificationDto {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries((data.params ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') params[key] = value;
  }
  return {
    id,
    kind: data.kind as NotificationKind,
    params,
    link: typeof data.link === 'string' ? data.link : '/notification',
    read: data.read === true,
    created_at: iso(data.created_at),
  };
}

export async function listNotifications(
  uid: string,
  query: { limit: number; before?: string },
): Promise<{ data: NotificationDto[]; next_before: string | null }> {
  let q = notificationsCol(uid).orderBy('created_at', 'desc');
  if (query.before) q = q.where('created_at', '<', Timestamp.fromDate(new Date(query.before)));
  // One more than asked tells whether a next page exists.
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const data = docs.map((doc) => toNotificationDto(doc.id, doc.data()));
  const next_before = snap.docs.length > query.limit ? data[data.length - 1]!.created_at : null;
  return { data, next_before };
}
