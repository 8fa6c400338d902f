// Loads one answer for the screen, again when its inputs change or on retry; an unmounted or
// superseded load is aborted and never sets state.
import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): LoadState<T> & { retry: () => void } {
  const [state, setState] = useState<{ key: number; value: LoadState<T> }>({ key: 0, value: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key: attempt, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: attempt, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's inputs are the deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // A retry shows the loader until its answer arrives.
  const value: LoadState<T> = state.key === attempt ? state.value : { status: 'loading' };
  return { ...value, retry };
}
