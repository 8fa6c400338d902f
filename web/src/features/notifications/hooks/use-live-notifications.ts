// The signed-in user's notifications read live from Firestore (the rules let the owner read
// them): the unread ones for the bell's count (one more than the cap, to know to show "99+")
// and the latest few for its popover. Marking read goes through the API.
import { collection, limit, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { NOTIFICATIONS } from '@shared/constants';
import type { NotificationDto } from '@shared/schemas/notification';
import { useLiveQuery, type LiveState } from '@/lib/classes/live';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { toMillis } from '@/lib/to-millis';
import { isNotificationKind } from '../lib/notification-view';

export function notificationFromDoc(data: DocumentData, id: string): NotificationDto {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries((data.params ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') params[key] = value;
  }
  return {
    id,
    kind: isNotificationKind(data.kind) ? data.kind : 'inquiry_received',
    params,
    link: typeof data.link === 'string' ? data.link : '/notification',
    read: data.read === true,
    created_at: new Date(toMillis(data.created_at) ?? Date.now()).toISOString(),
  };
}

const idOnly = (_data: DocumentData, id: string) => id;

/** How many are unread, up to NOTIFICATIONS.unreadCap + 1 (null while loading or refused). */
export function useUnreadCount(): number | null {
  const firestore = useFirestore();
  const { uid } = useFirebaseUser();
  const unread = useMemo(
    () => (uid ? query(collection(firestore, 'users', uid, 'notifications'), where('read', '==', false), limit(NOTIFICATIONS.unreadCap + 1)) : null),
    [firestore, uid],
  );
  const state = useLiveQuery(unread, idOnly);
  return state.status === 'success' ? state.data.length : null;
}

export const LATEST_COUNT = 5;

/** The newest few, for the bell's popover. */
export function useLatestNotifications(): LiveState<NotificationDto[]> {
  const firestore = useFirestore();
  const { uid } = useFirebaseUser();
  const latest = useMemo(
    () => (uid ? query(collection(firestore, 'users', uid, 'notifications'), orderBy('created_at', 'desc'), limit(LATEST_COUNT)) : null),
    [firestore, uid],
  );
  return useLiveQuery(latest, notificationFromDoc);
}
