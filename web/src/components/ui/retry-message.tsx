// A read that failed, in the flow of a screen: the error (announced) and a retry button.
import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function RetryMessage({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: ReactNode;
  /** Each feature names it from its own catalogue ("quizzes.common.retry"). */
  retryLabel: ReactNode;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <Stack gap="2" align="flex-start" role="alert" data-testid={testId}>
      <Text color="fg.error">{message}</Text>
      <Button size="sm" variant="outline" onClick={() => onRetry()}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
