// The shell for pages anyone may reach (the 404 page): the signed-in layout for signed-in
// users, the public one otherwise; a loader while the session check runs.
import { useAtomValue } from 'jotai';
import { PageLoader } from '@/components/ui/page-loader';
import { authAtom } from '@/lib/session/auth-state';
import { LazyAppLayout } from './lazy-app-layout';
import { PublicLayout } from './public-layout';

export function AuthAwareLayout() {
  const { tokenCheckComplete, isAuthenticated } = useAtomValue(authAtom);
  if (!tokenCheckComplete) return <PageLoader />;
  return isAuthenticated ? <LazyAppLayout /> : <PublicLayout />;
}
