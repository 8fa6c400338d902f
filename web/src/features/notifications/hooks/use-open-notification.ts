// A click on a notification: marks it read (through the API; the live count follows) and goes
// where it leads, selecting its class first when the link names one.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationDto } from '@shared/schemas/notification';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { markNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '../lib/notification-view';

export function useOpenNotification(onRead?: (id: string) => void): (notification: NotificationDto) => void {
  const navigate = useNavigate();
  const selectClass = useSetAtom(selectedClassIdAtom);
  return useCallback(
    (notification: NotificationDto) => {
      if (!notification.read) {
        onRead?.(notification.id);
        // Reading it is a courtesy: a failure leaves it unread and never blocks the way.
        markNotificationRead(notification.id).catch(() => undefined);
      }
      const target = notificationTarget(notification.link);
      if (target.classId) selectClass(target.classId);
      navigate(target.path);
    },
    [navigate, onRead, selectClass],
  );
}
