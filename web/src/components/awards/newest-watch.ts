// "Is this new since the listener started?" for a live query of one user's newest document
// (their newest badge award, their newest reward-point grant). Pure, so it unit-tests alone.
//
// The first snapshot from the server is the baseline: what was there before is never shown.
// After that a document is new when its id differs from everything seen and it was created
// after the baseline (both server times, so the device's clock does not matter): when the
// newest one is deleted, the older one that surfaces again is not celebrated.

export interface Newest {
  id: string;
  /** created_at in epoch ms (server time), null when unreadable. */
  createdAt: number | null;
}

export interface WatchState {
  /** A server snapshot has been seen (cache-only snapshots never set the baseline). */
  ready: boolean;
  /** The newest document the user already knows about. */
  baseline: Newest | null;
  /** Ids already seen (the baseline and every one shown), so none is shown twice. */
  seen: readonly string[];
}

export const WATCH_START: WatchState = { ready: false, baseline: null, seen: [] };

export function observeNewest(state: WatchState, newest: Newest | null, fromCache: boolean): { state: WatchState; fresh: Newest | null } {
  if (!state.ready) {
    if (fromCache) return { state, fresh: null };
    return { state: { ready: true, baseline: newest, seen: newest ? [newest.id] : [] }, fresh: null };
  }
  if (!newest || state.seen.includes(newest.id)) return { state, fresh: null };
  const base = state.baseline;
  const older = base !== null && base.createdAt !== null && newest.createdAt !== null && newest.createdAt <= base.createdAt;
  const seen = [...state.seen, newest.id].slice(-20);
  if (older) return { state: { ...state, seen }, fresh: null };
  return { state: { ready: true, baseline: newest, seen }, fresh: newest };
}
