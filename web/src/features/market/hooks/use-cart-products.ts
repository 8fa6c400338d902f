// The details of the cart's products (GET /market/products/{id} each), read once per id and
// kept while the cart shrinks; `reload()` reads them all again (prices changed) while the
// previous details stay on screen. A product the caller may not see any more reads as null.
import { useCallback, useEffect, useState } from 'react';
import type { ProductDetail } from '@shared/schemas/market';
import { getProductOrNull } from '../api/get-product';

interface Held {
  reads: ReadonlyMap<string, ProductDetail | null>;
  /** The reload round these reads belong to. */
  round: number;
  /** The last failure, for the read it belongs to. */
  failure: { key: string; error: unknown } | null;
}

export function useCartProducts(ids: readonly string[]) {
  const [round, setRound] = useState(0);
  const [held, setHeld] = useState<Held>({ reads: new Map(), round: 0, failure: null });
  const stale = held.round !== round;
  const toRead = stale ? [...ids] : ids.filter((id) => !held.reads.has(id));
  const readKey = `${round}|${toRead.join(',')}`;
  const error = held.failure?.key === readKey ? held.failure.error : null;

  useEffect(() => {
    if (toRead.length === 0) return undefined;
    const controller = new AbortController();
    Promise.all(toRead.map(async (id) => [id, await getProductOrNull(id, controller.signal)] as const)).then(
      (entries) => {
        if (controller.signal.aborted) return;
        setHeld((previous) => ({
          reads: new Map([...(previous.round === round ? previous.reads : []), ...entries]),
          round,
          failure: null,
        }));
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setHeld((previous) => ({ ...previous, failure: { key: readKey, error: failure } }));
      },
    );
    return () => controller.abort();
    // `readKey` names exactly what `toRead` holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readKey]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const loading = toRead.length > 0 && !error;
  return {
    reads: held.reads,
    error,
    loading,
    /** True while a reload reads again with the previous details still shown. */
    refreshing: stale && loading,
    reload,
  };
}
