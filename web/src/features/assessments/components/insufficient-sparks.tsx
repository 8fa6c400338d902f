// Not enough sparks for the personality test: how many more are needed and where to get them.
import { Alert, Link } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function InsufficientSparks({ needed, testId = 'personality-insufficient' }: { needed: number; testId?: string }) {
  return (
    <Alert.Root status="warning" borderRadius="l2" role="alert" data-testid={testId} data-needed={needed}>
      <Alert.Indicator />
      <Alert.Content gap="2" alignItems="flex-start" textAlign="start">
        <Alert.Title>
          <FormattedMessage id="assessments.personality.insufficientTitle" />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="assessments.personality.insufficient" values={{ needed }} />
        </Alert.Description>
        <Link asChild colorPalette="purple" fontWeight="semibold" data-testid={`${testId}-pricing`}>
          <RouterLink to="/pricing">
            <LuSparkles aria-hidden />
            <FormattedMessage id="assessments.personality.getSparks" />
          </RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}
