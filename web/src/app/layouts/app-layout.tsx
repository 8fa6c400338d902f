// The signed-in shell: header on top, the route below. Lazy routes suspend inside <main>, so
// the header stays while a screen loads; a failing screen keeps the header too. In the class
// area (/classroom/**, /class, /home, /members*) the sidebar sits beside the page from 1024px
// and slides in from a bar under the header below that.
import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AwardCelebrations } from '@/components/awards/award-celebrations';
import { hasSidebar } from '@/components/sidebar/sidebar-routes';
import { useWideScreen } from '@/components/sidebar/use-wide-screen';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipToContent } from '@/components/ui/skip-to-content';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ErrorBoundary } from '../error-boundary';
import { FirebaseScope } from '../firebase-scope';
import { Header } from './header';
import { DesktopSidebar, SidebarDrawerBar } from './sidebar';

export function AppLayout() {
  const { pathname } = useLocation();
  const withSidebar = hasSidebar(pathname);
  const wide = useWideScreen();
  return (
    <FirebaseScope>
      <Flex direction="column" minH="100dvh">
        <SkipToContent />
        <Header />
        {withSidebar && !wide && <SidebarDrawerBar />}
        <Flex flex="1" minW="0">
          {withSidebar && wide && <DesktopSidebar />}
          <Box as="main" id="main-content" tabIndex={-1} flex="1" minW="0" outline="none">
            <ErrorBoundary resetKeys={[pathname]}>
              <Suspense fallback={<PageLoader fullPage={false} />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Box>
        </Flex>
        {/* Mounted once here, so an upload keeps its progress box when the user changes page. */}
        <UploadProgress />
        {/* Badges and reward points that arrive while the user is online (docs/awards.md). */}
        <AwardCelebrations />
      </Flex>
    </FirebaseScope>
  );
}
