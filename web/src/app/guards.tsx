// Route guards (spec 000 section 2, 001 route map). They read the session from authAtom,
// which the session bootstrap fills: nothing is decided before tokenCheckComplete.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserType } from '@shared/constants';
import { PageLoader } from '@/components/ui/page-loader';
import { authAtom } from '@/lib/session/auth-state';

/** Login needed: a loader while the token check runs, then signed-out users go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { tokenCheckComplete, isAuthenticated } = useAtomValue(authAtom);
  const location = useLocation();
  if (!tokenCheckComplete) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}

/** One user type only: signed-out users go to /login, other types to /unauthorized. */
export function RequireUserType({ type, children }: { type: UserType; children: ReactNode }) {
  const { tokenCheckComplete, isAuthenticated, userType, user } = useAtomValue(authAtom);
  const location = useLocation();
  if (!tokenCheckComplete) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if ((userType ?? user?.user_type ?? null) !== type) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
