// The query string as screen state (tab, filters, page): changes some parameters and keeps the
// others; null removes one. A patch is a new history entry, so Back returns to the last view.
import { useSearchParams } from 'react-router-dom';

export type SearchParamPatch = Record<string, string | null>;

export function useSearchParamPatch(): [URLSearchParams, (changes: SearchParamPatch) => void] {
  const [params, setParams] = useSearchParams();
  const patch = (changes: SearchParamPatch) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return [params, patch];
}
