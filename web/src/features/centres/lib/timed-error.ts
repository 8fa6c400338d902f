// The red banner's state (spec 001 section 9: "The enterprise error banner clears after 5 s"):
// the text shown and a timer that clears it 5 s after the last error. A small store so the timing
// is testable without a DOM (fake timers); useTimedError binds it to React.

export const BANNER_MS = 5000;

export interface TimedError {
  text: string;
  at: number;
}

export interface TimedErrorStore {
  get: () => TimedError | null;
  /** Shows `text` and restarts the 5 s. */
  show: (text: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createTimedError(ms = BANNER_MS): TimedErrorStore {
  let error: TimedError | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: TimedError | null) => {
    clearTimeout(timer);
    timer = undefined;
    error = next;
    if (next) timer = setTimeout(() => set(null), ms);
    for (const listener of listeners) listener();
  };
  return {
    get: () => error,
    show: (text) => set({ text, at: Date.now() }),
    clear: () => {
      if (error || timer) set(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
