// The /notification list as the screen pages it: the first page, then "Load more" appends the
// next (before the last one's time). Marking read changes the held items at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationDto } from '@shared/schemas/notification';
import { listNotifications } from '../api/list-notifications';

export const PAGE_SIZE = 20;

export interface NotificationsState {
  status: 'loading' | 'success' | 'error';
  items: NotificationDto[];
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
  markLocallyRead: (id: string | 'all') => void;
}

interface Held {
  status: 'success' | 'error';
  items: NotificationDto[];
  nextBefore: string | null;
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

export function useNotifications(): NotificationsState {
  const [held, setHeld] = useState<Held | null>(null);
  const [attempt, setAttempt] = useState(0);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    more.current = null;
    const idle = { loadingMore: false, moreError: null };
    listNotifications({ limit: PAGE_SIZE }, controller.signal).then(
      (page) => setHeld({ status: 'success', items: page.items, nextBefore: page.nextBefore, error: undefined, ...idle }),
      (error: unknown) => {
        if (!controller.signal.aborted) setHeld({ status: 'error', items: [], nextBefore: null, error, ...idle });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const cursor = held?.status === 'success' ? held.nextBefore : null;

  const loadMore = useCallback(() => {
    if (!cursor || more.current) return;
    const controller = new AbortController();
    more.current = controller;
    const settle = (change: (previous: Held) => Held) =>
      setHeld((previous) => (previous && previous.nextBefore === cursor ? change(previous) : previous));
    settle((previous) => ({ ...previous, loadingMore: true, moreError: null }));
    listNotifications({ limit: PAGE_SIZE, before: cursor }, controller.signal)
      .then(
        (page) =>
          settle((previous) => {
            const seen = new Set(previous.items.map((item) => item.id));
            return { ...previous, items: [...previous.items, ...page.items.filter((item) => !seen.has(item.id))], nextBefore: page.nextBefore, loadingMore: false };
          }),
        (error: unknown) => {
          if (!controller.signal.aborted) settle((previous) => ({ ...previous, loadingMore: false, moreError: error }));
        },
      )
      .finally(() => {
        if (more.current === controller) more.current = null;
      });
  }, [cursor]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const markLocallyRead = useCallback((id: string | 'all') => {
    setHeld((previous) =>
      previous && { ...previous, items: previous.items.map((item) => (id === 'all' || item.id === id ? { ...item, read: true } : item)) },
    );
  }, []);

  return {
    status: held?.status ?? 'loading',
    items: held?.items ?? [],
    error: held?.error,
    hasMore: !!cursor,
    loadingMore: held?.loadingMore ?? false,
    moreError: held?.moreError,
    loadMore,
    reload,
    markLocallyRead,
  };
}
