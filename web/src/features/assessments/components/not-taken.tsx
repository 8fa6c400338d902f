// A report with nothing to show yet: what is missing and a button to the test.
import { Button, Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuClipboardList } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function NotTaken({ messageId, actionId, to, testId, children }: { messageId: string; actionId: string; to: string; testId: string; children?: ReactNode }) {
  return (
    <Card.Root variant="subtle" data-testid={testId}>
      <Card.Body alignItems="center" textAlign="center" gap="4" py="10">
        <LuClipboardList size={40} aria-hidden />
        <Text fontWeight="semibold">
          <FormattedMessage id={messageId} />
        </Text>
        {children}
        <Button asChild colorPalette="brand">
          <RouterLink to={to} data-testid={`${testId}-link`}>
            <FormattedMessage id={actionId} />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
