// Unknown paths: a real 404 page (the old under-development screen is gone), with a link home: the
// landing page by user type when signed in, the public home page otherwise. The router puts it
// inside the layout that fits the visitor (AuthAwareLayout).
import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuHouse, LuSearchX } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { landingPathFor } from '@shared/schemas/user';
import { StatusScreen } from '@/components/ui/status-screen';
import { authAtom } from '@/lib/session/auth-state';

export default function NotFoundRoute() {
  const { isAuthenticated, userType } = useAtomValue(authAtom);
  return (
    <StatusScreen
      icon={LuSearchX}
      titleId="common.notFound.title"
      descriptionId="common.notFound.description"
      testId="not-found"
      actions={
        <Button asChild colorPalette="brand" data-testid="not-found-home">
          <RouterLink to={isAuthenticated ? landingPathFor(userType) : '/'}>
            <LuHouse aria-hidden />
            <FormattedMessage id="common.notFound.home" />
          </RouterLink>
        </Button>
      }
    />
  );
}
