// A titled card around one of the area's charts; the chart module (recharts) loads lazily
// inside it. The card is a labelled group, so the title names the chart and its hidden table.
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useId, type ReactNode } from 'react';

export const CentreChart = lazy(() => import('./centre-chart'));

export function CentreChartCard({
  title,
  description,
  testId,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card.Root variant="outline" minW="0" role="group" aria-labelledby={titleId} data-testid={testId}>
      <Card.Header pb="0">
        <Stack gap="0.5" textAlign="start">
          <Heading as="h3" size="md" id={titleId}>
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
      </Card.Header>
      <Card.Body minW="0">
        <Suspense fallback={<Skeleton h="64" rounded="l2" />}>{children}</Suspense>
      </Card.Body>
    </Card.Root>
  );
}
