// The signed-in shell: header on top, the route below. Lazy routes suspend inside <main>, so
// the header stays while a screen loads; a failing screen keeps the header too.
import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipToContent } from '@/components/ui/skip-to-content';
import { ErrorBoundary } from '../error-boundary';
import { Header } from './header';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent />
      <Header />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" minW="0" outline="none">
        <ErrorBoundary resetKeys={[pathname]}>
          <Suspense fallback={<PageLoader fullPage={false} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </Flex>
  );
}
