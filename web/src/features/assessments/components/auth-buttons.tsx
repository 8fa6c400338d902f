// Sign up and log in, for a signed-out visitor (a kept VARK result is saved after either);
// either comes back to `returnTo` once signed in.
import { Button, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function AuthButtons({ testId, returnTo }: { testId: string; returnTo: string }) {
  return (
    <HStack gap="3" wrap="wrap" data-testid={testId}>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/signup" state={{ from: returnTo }} data-testid={`${testId}-signup`}>
          <FormattedMessage id="assessments.auth.signUp" />
        </RouterLink>
      </Button>
      <Button asChild variant="outline" size="sm">
        <RouterLink to="/login" state={{ from: returnTo }} data-testid={`${testId}-login`}>
          <FormattedMessage id="assessments.auth.logIn" />
        </RouterLink>
      </Button>
    </HStack>
  );
}
