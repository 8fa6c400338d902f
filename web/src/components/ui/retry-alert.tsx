// A live list that could not be read: an error box with a retry button at its end.
import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  testId,
  retryTestId,
}: {
  message: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
  testId: string;
  retryTestId: string;
}) {
  return (
    <Alert.Root status="error" borderRadius="l2" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => onRetry()} data-testid={retryTestId}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
