// The upload state of spec 000 section 3 ("Upload state: progress, label, open flag"), shown
// by the upload-progress box (components/ui/upload-progress.tsx). One upload is shown at a
// time: a new upload takes the box over, and events of an older one are ignored.
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type UploadPhase = 'uploading' | 'processing' | 'done' | 'failed' | 'cancelled';

/** A message id of the `uploads` namespace (or any catalogue) with its values. */
export interface UploadLabel {
  id: string;
  values?: Record<string, string | number>;
}

export interface UploadState {
  /** Which upload the box shows (0: none yet). */
  id: number;
  open: boolean;
  /** Whole percent, 0..100. */
  progress: number;
  label: UploadLabel | null;
  phase: UploadPhase;
}

export const initialUploadState: UploadState = { id: 0, open: false, progress: 0, label: null, phase: 'done' };

export type UploadEvent =
  | { type: 'begin'; id: number; label: UploadLabel }
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'processing'; id: number }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number }
  | { type: 'cancelled'; id: number }
  | { type: 'close' };

/** Pure transitions of the box (see upload-state.test.ts). */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  if (event.type === 'close') return state.open ? { ...state, open: false } : state;
  if (event.type === 'begin') return { id: event.id, open: true, progress: 0, label: event.label, phase: 'uploading' };
  if (event.id !== state.id) return state; // an older upload: the box shows a newer one
  switch (event.type) {
    case 'progress': {
      if (state.phase !== 'uploading') return state;
      const fraction = Number.isFinite(event.fraction) ? Math.min(1, Math.max(0, event.fraction)) : 0;
      // Never moves backwards (a retried chunk), and 100 % only once the bytes are all sent.
      const progress = Math.max(state.progress, Math.floor(fraction * 100));
      return progress === state.progress ? state : { ...state, progress };
    }
    case 'processing':
      return state.phase === 'uploading' ? { ...state, phase: 'processing', progress: 100 } : state;
    case 'done':
      return { ...state, phase: 'done', progress: 100 };
    case 'failed':
      return state.phase === 'cancelled' ? state : { ...state, phase: 'failed' };
    case 'cancelled':
      return state.phase === 'done' ? state : { ...state, phase: 'cancelled' };
    default:
      return state;
  }
}

export const uploadStateAtom = atom<UploadState>(initialUploadState);

/** Dispatches an event to the box. */
export const uploadEventAtom = atom(null, (get, set, event: UploadEvent) => {
  set(uploadStateAtom, uploadReducer(get(uploadStateAtom), event));
});

let nextId = 1;
const controllers = new Map<number, AbortController>();

/** Aborts the upload the box shows (its cancel button). */
export function cancelUpload(id: number): void {
  controllers.get(id)?.abort();
}

export function isCancellable(id: number): boolean {
  return controllers.has(id);
}

export interface UploadTask {
  id: number;
  /** Aborts the PUT when the user cancels in the box. */
  signal: AbortSignal;
  progress(fraction: number): void;
  /** Bytes sent; the server is checking the file. */
  processing(): void;
  done(): void;
  failed(): void;
  cancelled(): void;
}

/** Starts an upload in the progress box; the task reports progress and the outcome. */
export function useUploadTask(): (label: UploadLabel) => UploadTask {
  // The app's one jotai store outlives the screen, so a task keeps reporting after its
  // screen unmounts (the user may leave the tab while a video uploads).
  const dispatch = useSetAtom(uploadEventAtom);
  return useCallback(
    (label: UploadLabel) => {
      const id = nextId++;
      const controller = new AbortController();
      controllers.set(id, controller);
      const settle = () => controllers.delete(id);
      dispatch({ type: 'begin', id, label });
      return {
        id,
        signal: controller.signal,
        progress: (fraction) => dispatch({ type: 'progress', id, fraction }),
        processing: () => {
          settle();
          dispatch({ type: 'processing', id });
        },
        done: () => {
          settle();
          dispatch({ type: 'done', id });
        },
        failed: () => {
          settle();
          dispatch({ type: 'failed', id });
        },
        cancelled: () => {
          settle();
          dispatch({ type: 'cancelled', id });
        },
      };
    },
    [dispatch],
  );
}

