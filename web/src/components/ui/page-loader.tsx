// The full-page loader of the guards and lazy routes (spec: the loader turns once every 2 s).
import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export function PageLoader({ fullPage = true }: { fullPage?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'common.loading' });
  return (
    <Center minH={fullPage ? '100dvh' : '40vh'} w="full" role="status" aria-live="polite" data-testid="page-loader">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" animationDuration="2s" aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
