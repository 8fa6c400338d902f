// The wallet's ledger as the screen pages it: the first page of a category, then "Load more"
// appends the next ones. `refresh` changing (the live balance moved) reads the first page again
// while the old entries stay on screen; a new category starts afresh.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LedgerCategory, LedgerEntryView } from '@shared/schemas/wallet';
import { getLedger } from '../api/get-ledger';

export const LEDGER_PAGE_SIZE = 20;

interface Held {
  category: LedgerCategory | null;
  status: 'success' | 'error';
  entries: LedgerEntryView[];
  nextCursor: string | null;
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

export interface LedgerState {
  status: 'loading' | 'success' | 'error';
  entries: LedgerEntryView[];
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
}

/** `owner`: another account's ledger (administrators only, see GET /wallet/ledger?owner=). */
export function useLedger(category: LedgerCategory | null, refresh: number, owner?: string): LedgerState {
  const [held, setHeld] = useState<Held | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The "Load more" read under way: a first-page read cancels it.
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    more.current = null;
    const idle = { loadingMore: false, moreError: null };
    getLedger({ category, limit: LEDGER_PAGE_SIZE, owner }, controller.signal).then(
      (page) => setHeld({ category, status: 'success', entries: page.entries, nextCursor: page.nextCursor, error: undefined, ...idle }),
      (error: unknown) => {
        if (!controller.signal.aborted) setHeld({ category, status: 'error', entries: [], nextCursor: null, error, ...idle });
      },
    );
    return () => controller.abort();
  }, [category, refresh, attempt, owner]);

  const current = held && held.category === category ? held : null;
  const cursor = current?.status === 'success' ? current.nextCursor : null;

  const loadMore = useCallback(() => {
    if (!cursor || more.current) return;
    const controller = new AbortController();
    more.current = controller;
    // Only the page this read continues takes its answer.
    const settle = (change: (previous: Held) => Held) =>
      setHeld((previous) => (previous && previous.category === category && previous.nextCursor === cursor ? change(previous) : previous));
    settle((previous) => ({ ...previous, loadingMore: true, moreError: null }));
    getLedger({ category, limit: LEDGER_PAGE_SIZE, after: cursor, owner }, controller.signal)
      .then(
        (page) =>
          settle((previous) => {
            const seen = new Set(previous.entries.map((entry) => entry.id));
            const entries = [...previous.entries, ...page.entries.filter((entry) => !seen.has(entry.id))];
            return { ...previous, entries, nextCursor: page.nextCursor, loadingMore: false };
          }),
        (error: unknown) => {
          if (!controller.signal.aborted) settle((previous) => ({ ...previous, loadingMore: false, moreError: error }));
        },
      )
      .finally(() => {
        if (more.current === controller) more.current = null;
      });
  }, [category, cursor, owner]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    status: current ? current.status : 'loading',
    entries: current?.entries ?? [],
    error: current?.error,
    hasMore: cursor !== null,
    loadingMore: current?.loadingMore ?? false,
    moreError: current?.moreError ?? null,
    loadMore,
    reload,
  };
}
