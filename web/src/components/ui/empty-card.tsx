// An empty list: an icon, a title and a line of explanation, centred in a subtle card.
import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function EmptyCard({ icon, title, body, testId }: { icon: ReactNode; title: ReactNode; body: ReactNode; testId: string }) {
  return (
    <Card.Root variant="subtle" data-testid={testId}>
      <Card.Body alignItems="center" textAlign="center" gap="2" py="10">
        {icon}
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {body}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
