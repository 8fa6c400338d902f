// The centre an administrator acts for travels in the URL as `?enterprise=` (docs/centres.md):
// every centre call passes it on, and links between the area's screens keep it.

export const CENTRE_PARAM = 'enterprise';

/** `path` with `enterprise={id}` appended (query string kept); unchanged without an id. */
export function withCentre(path: string, enterprise: string | undefined | null): string {
  if (!enterprise) return path;
  const hashAt = path.indexOf('#');
  const base = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${CENTRE_PARAM}=${encodeURIComponent(enterprise)}${hash}`;
}

/** The `enterprise` value of a query string, or undefined when absent or blank. */
export function centreFromSearch(search: URLSearchParams): string | undefined {
  const value = search.get(CENTRE_PARAM)?.trim();
  return value ? value : undefined;
}
