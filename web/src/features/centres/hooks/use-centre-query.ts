// The centre the area's screens act for. A centre needs nothing (undefined: the server uses its
// own uid); an administrator's picker keeps its choice in the URL as `?enterprise=`, and every
// centre screen passes it to its calls:
//   const enterprise = useCentreParam();
//   apiRequest('GET', withCentre('/training-centre/overview', enterprise));
// or, with the path helper already bound: const { withCentre } = useCentreQuery();
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { centreFromSearch, withCentre as appendCentre } from '../lib/centre-param';

export { CENTRE_PARAM, withCentre } from '../lib/centre-param';

/** The `enterprise` query parameter of the current URL, or undefined. */
export function useCentreParam(): string | undefined {
  const [params] = useSearchParams();
  return centreFromSearch(params);
}

/** The current centre parameter and `withCentre(path)` bound to it. */
export function useCentreQuery(): { enterprise: string | undefined; withCentre: (path: string) => string } {
  const enterprise = useCentreParam();
  const bound = useCallback((path: string) => appendCentre(path, enterprise), [enterprise]);
  return { enterprise, withCentre: bound };
}
