// A titled card around a chart (or a chart's table): the card is a group labelled by its
// title, an optional action sits at the reading end of the header, and a lazily loaded chart
// module (recharts) shows a placeholder until it arrives.
import { Card, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, type ReactNode } from 'react';

export type ChartCardProps = Omit<Card.RootProps, 'title' | 'children'> & {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** The title's heading level (h3 inside a page section, h2 on its own). */
  headingAs?: 'h2' | 'h3';
  testId: string;
  children: ReactNode;
};

export function ChartCard({ title, description, action, headingAs = 'h3', testId, children, ...rest }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card.Root variant="outline" minW="0" role="group" aria-labelledby={titleId} data-testid={testId} {...rest}>
      <Card.Header pb="0">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5" textAlign="start">
            <Heading as={headingAs} size="md" id={titleId}>
              {title}
            </Heading>
            {description && (
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Stack>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body minW="0">
        <Suspense fallback={<Skeleton h="64" rounded="l2" />}>{children}</Suspense>
      </Card.Body>
    </Card.Root>
  );
}
