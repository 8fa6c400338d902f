// Route guards (spec 000 section 2, 001 route map). They read the session from authAtom,
// which the session bootstrap fills: nothing is decided before tokenCheckComplete. The
// decisions are pure functions (guard-decisions.ts), unit-tested without a DOM.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserType } from '@shared/constants';
import { PageLoader } from '@/components/ui/page-loader';
import { authAtom } from '@/lib/session/auth-state';
import { hasWelcomePass } from '@/lib/payments/welcome-pass';
import { onboardingRedirect, userTypeRedirect, welcomeRedirect } from './guard-decisions';

/** Login needed: a loader while the token check runs, then signed-out users go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { tokenCheckComplete, isAuthenticated } = useAtomValue(authAtom);
  const location = useLocation();
  if (!tokenCheckComplete) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}

/** Some user types only: signed-out users go to /login, other types to /unauthorized. */
export function RequireUserType({ type, children }: { type: UserType | readonly UserType[]; children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const location = useLocation();
  if (!auth.tokenCheckComplete) return <PageLoader />;
  const to = userTypeRedirect(auth, type);
  if (to === '/login') return <Navigate to="/login" replace state={{ from: location }} />;
  if (to) return <Navigate to={to} replace />;
  return <>{children}</>;
}

/** /onboard: not again once onboarded (their landing page instead). Inside RequireAuth. */
export function RequireNotOnboarded({ children }: { children: ReactNode }) {
  const { user } = useAtomValue(authAtom);
  const to = onboardingRedirect(user);
  return to ? <Navigate to={to} replace /> : <>{children}</>;
}

/** /welcome: only right after a verified purchase (else /pricing). Inside RequireAuth. */
export function RequireVerifiedPayment({ children }: { children: ReactNode }) {
  const location = useLocation();
  const to = welcomeRedirect(hasWelcomePass(location.state));
  return to ? <Navigate to={to} replace /> : <>{children}</>;
}
