// Where a user goes once signed in (spec 000 section 4): no user type yet -> /iam (role
// selection); else the page a guard sent them away from, if any; else the landing page by
// user type (teacher /class, others /home).
import { landingPathFor, type UserDto } from '@shared/schemas/user';

/** What a guard leaves in the location state: `{ from: location }` (or a path). */
export function fromOfState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname !== 'string') return null;
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

const ACCOUNT_PATHS = ['/login', '/signup', '/otp', '/forgot', '/iam'];

export function destinationAfterSignIn(user: Pick<UserDto, 'user_type'>, from?: string | null): string {
  if (!user.user_type) return '/iam';
  // Only same-site paths, never back into the account screens.
  if (from && from.startsWith('/') && !from.startsWith('//') && !ACCOUNT_PATHS.some((path) => from === path || from.startsWith(`${path}?`))) {
    return from;
  }
  return landingPathFor(user.user_type);
}
