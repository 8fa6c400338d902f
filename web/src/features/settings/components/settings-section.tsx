import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One titled card of the settings screen. */
export function SettingsSection({
  section: id,
  children,
  tone,
}: {
  /** Message id prefix: `${id}.title`, `${id}.description`; also the section's test id. */
  section: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  const testId = id.replace(/\./g, '-');
  const headingId = `${testId}-heading`;
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      borderRadius="xl"
      borderColor={tone === 'danger' ? 'border.error' : undefined}
      data-testid={testId}
    >
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={headingId} color={tone === 'danger' ? 'fg.error' : undefined}>
          <FormattedMessage id={`${id}.title`} />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id={`${id}.description`} />
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
