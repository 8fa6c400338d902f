// Sign up and log in, for a signed-out visitor (a kept VARK result is saved after either).
import { Button, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function AuthButtons({ testId }: { testId: string }) {
  return (
    <HStack gap="3" wrap="wrap" data-testid={testId}>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/signup" data-testid={`${testId}-signup`}>
          <FormattedMessage id="assessments.auth.signUp" />
        </RouterLink>
      </Button>
      <Button asChild variant="outline" size="sm">
        <RouterLink to="/login" data-testid={`${testId}-login`}>
          <FormattedMessage id="assessments.auth.logIn" />
        </RouterLink>
      </Button>
    </HStack>
  );
}
