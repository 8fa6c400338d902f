// /unauthorized: the user type does not fit the guarded route (spec 000 section 2).
import { Button, HStack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuHouse, LuShieldAlert } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { landingPathFor } from '@shared/schemas/user';
import { StatusScreen } from '@/components/ui/status-screen';
import { authAtom } from '@/lib/session/auth-state';

export default function UnauthorizedRoute() {
  const { isAuthenticated, userType } = useAtomValue(authAtom);
  return (
    <StatusScreen
      icon={LuShieldAlert}
      titleId="common.unauthorized.title"
      descriptionId="common.unauthorized.description"
      testId="unauthorized"
      actions={
        <HStack gap="3" wrap="wrap" justify="center">
          {isAuthenticated ? (
            <Button asChild colorPalette="brand" data-testid="unauthorized-dashboard">
              <RouterLink to={landingPathFor(userType)}>
                <LuHouse aria-hidden />
                <FormattedMessage id="common.unauthorized.toMyPage" />
              </RouterLink>
            </Button>
          ) : (
            <Button asChild colorPalette="brand" data-testid="unauthorized-login">
              <RouterLink to="/login">
                <FormattedMessage id="common.unauthorized.login" />
              </RouterLink>
            </Button>
          )}
          <Button asChild variant="outline" data-testid="unauthorized-home">
            <RouterLink to="/">
              <FormattedMessage id="common.backHome" />
            </RouterLink>
          </Button>
        </HStack>
      }
    />
  );
}
