// One API read held in state: loading, then the data or the error. `key` names what is read
// (null: nothing yet); a new key starts afresh, `reload()` reads again while the previous data
// stays on screen, `update()` changes the held data after a successful write.
import { useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

interface Held<T> {
  key: string;
  version: number;
  value: Remote<T>;
}

export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Remote<T> & { reload: () => void; update: (change: (data: T) => T) => void; refreshing: boolean } {
  const [version, setVersion] = useState(0);
  const [held, setHeld] = useState<Held<T> | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setHeld({ key, version, value: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setHeld({ key, version, value: { status: 'error', data: undefined, error } });
      },
    );
    return () => controller.abort();
    // `load` reads what `key` names; only the key and an explicit reload decide when to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setHeld((previous) =>
        previous && previous.value.status === 'success'
          ? { ...previous, value: { status: 'success', data: change(previous.value.data), error: undefined } }
          : previous,
      ),
    [],
  );
  const current = key !== null && held && held.key === key ? held.value : LOADING;
  return { ...current, reload, update, refreshing: held !== null && held.key === key && held.version !== version };
}
