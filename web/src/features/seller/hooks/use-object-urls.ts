// Object URLs for thumbnails of chosen files: made when a file is picked, revoked when it is
// replaced or removed, and all revoked when the screen goes away.
import { useCallback, useEffect, useRef } from 'react';

export function useObjectUrls() {
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);
  const create = useCallback((file: Blob) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  }, []);
  const revoke = useCallback((url: string | null | undefined) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  }, []);
  return { create, revoke };
}
