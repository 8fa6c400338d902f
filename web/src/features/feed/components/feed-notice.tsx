// A short message in place of the feed (no class chosen, the feed cannot be read).
import { Alert, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function FeedNotice({
  messageId,
  testId,
  tone = 'info',
  children,
}: {
  messageId: string;
  testId: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
}) {
  return (
    <Alert.Root status={tone} borderRadius="l2" data-testid={testId} role={tone === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" align="flex-start">
        <Alert.Description>
          <FormattedMessage id={messageId} />
        </Alert.Description>
        {children}
      </Stack>
    </Alert.Root>
  );
}
