// A one-off API read for a screen: { status, data, error } and a retry, aborted on unmount or
// when its key changes.
import { useEffect, useState } from 'react';

export type RequestState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): [RequestState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<{ key: string; attempt: number; state: RequestState<T> } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setHeld({ key, attempt, state: { status: 'success', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setHeld({ key, attempt, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a plain call of the key; only the key and retries decide what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const state: RequestState<T> = held && held.key === key && held.attempt === attempt ? held.state : { status: 'loading' };
  return [state, () => setAttempt((value) => value + 1)];
}
