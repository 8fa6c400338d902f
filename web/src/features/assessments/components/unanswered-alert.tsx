// The spec's "Please answer all questions before proceeding" (errors.assessment/unanswered).
import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function UnansweredAlert({ testId }: { testId: string }) {
  return (
    <Alert.Root status="warning" borderRadius="l2" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Description>
        <FormattedMessage id="errors.assessment/unanswered" />
      </Alert.Description>
    </Alert.Root>
  );
}
