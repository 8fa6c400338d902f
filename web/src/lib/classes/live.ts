// Live Firestore reads that never throw: { status, data, error } from onSnapshot. Used where a
// read may be refused for a while and then allowed (a pending member who gets approved, a
// class that is deleted): reactfire keeps a refused read's error cached for the whole page
// session, this hook starts afresh whenever the reference or query changes.
//
// Callers memoise the reference or query (useMemo on its ids); null means "not yet" (no uid).
import { onSnapshot, type DocumentData, type DocumentReference, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export type LiveState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

interface Held<S, T> {
  source: S | null;
  value: LiveState<T>;
}

/** A document's data (undefined when it does not exist), live. */
export function useLiveDoc<T>(
  ref: DocumentReference<DocumentData> | null,
  map: (data: DocumentData, id: string) => T,
): LiveState<T | undefined> {
  const [held, setHeld] = useState<Held<DocumentReference<DocumentData>, T | undefined>>({ source: null, value: LOADING });
  useEffect(() => {
    if (!ref) return undefined;
    return onSnapshot(
      ref,
      (snapshot) => {
        const data = snapshot.data();
        setHeld({ source: ref, value: { status: 'success', data: data ? map(data, snapshot.id) : undefined, error: undefined } });
      },
      (error) => setHeld({ source: ref, value: { status: 'error', data: undefined, error } }),
    );
    // `map` is a pure converter; only the reference decides what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  return ref && held.source === ref ? held.value : LOADING;
}

/** A query's documents, live, in the query's order. */
export function useLiveQuery<T>(
  query: Query<DocumentData> | null,
  map: (data: DocumentData, id: string) => T,
): LiveState<T[]> {
  const [held, setHeld] = useState<Held<Query<DocumentData>, T[]>>({ source: null, value: LOADING });
  useEffect(() => {
    if (!query) return undefined;
    return onSnapshot(
      query,
      (snapshot) => {
        const rows = snapshot.docs.map((document) => map(document.data(), document.id));
        setHeld({ source: query, value: { status: 'success', data: rows, error: undefined } });
      },
      (error) => setHeld({ source: query, value: { status: 'error', data: undefined, error } }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  return query && held.source === query ? held.value : LOADING;
}

/** Firestore's "not allowed" answer (rules refused the read). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}
