import { describe, expect, it } from 'vitest';
import { WATCH_START, observeNewest, type Newest, type WatchState } from './newest-watch';

const doc = (id: string, createdAt: number | null): Newest => ({ id, createdAt });

/** Feeds snapshots in order; answers the ids that would be celebrated. */
function run(snapshots: [Newest | null, boolean][], start: WatchState = WATCH_START): string[] {
  let state = start;
  const shown: string[] = [];
  for (const [newest, fromCache] of snapshots) {
    const next = observeNewest(state, newest, fromCache);
    state = next.state;
    if (next.fresh) shown.push(next.fresh.id);
  }
  return shown;
}

describe('observeNewest', () => {
  it('never celebrates what was there when the listener started', () => {
    expect(run([[doc('a', 100), false]])).toEqual([]);
    expect(run([[null, false]])).toEqual([]);
  });

  it('celebrates one created afterwards, once', () => {
    expect(run([[doc('a', 100), false], [doc('b', 200), false], [doc('b', 200), false]])).toEqual(['b']);
    expect(run([[null, false], [doc('a', 100), false]])).toEqual(['a']);
  });

  it('waits for the server: a cached snapshot is not the baseline', () => {
    // Cache empty, server has an old one: nothing to celebrate.
    expect(run([[null, true], [doc('a', 100), false]])).toEqual([]);
    expect(run([[doc('a', 100), true], [doc('a', 100), false], [doc('b', 300), false]])).toEqual(['b']);
  });

  it('celebrates each new one in turn', () => {
    expect(run([[doc('a', 100), false], [doc('b', 200), false], [doc('c', 300), false]])).toEqual(['b', 'c']);
  });

  it('does not celebrate an older one that surfaces when the newest is deleted', () => {
    expect(run([[doc('b', 200), false], [doc('a', 100), false]])).toEqual([]);
    expect(run([[doc('a', 100), false], [doc('b', 200), false], [doc('a', 100), false], [null, false]])).toEqual(['b']);
  });

  it('celebrates a new one even when a time is unreadable', () => {
    expect(run([[doc('a', null), false], [doc('b', 200), false]])).toEqual(['b']);
  });
});
