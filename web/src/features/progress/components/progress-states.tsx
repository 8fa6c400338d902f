// The tab's loading, empty and error states.
import { Alert, Button, Card, Circle, Icon, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChartNoAxesColumn, LuRefreshCw } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatError } from '@/lib/api-client';
import { CLASS_ANALYTICS_FAILED } from '../api/get-class-analytics';

export function ProgressLoading({ testId = 'progress-loading', cards = 4 }: { testId?: string; cards?: number }) {
  return (
    <Stack gap="4" role="status" aria-live="polite" data-testid={testId}>
      <VisuallyHidden>
        <FormattedMessage id="progress.loading" />
      </VisuallyHidden>
      <SimpleGrid columns={{ base: 2, md: cards }} gap="3">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} height="24" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <Skeleton height="64" borderRadius="l3" />
      <Skeleton height="48" borderRadius="l3" />
    </Stack>
  );
}

export function ProgressError({ error, onRetry, testId = 'progress-error' }: { error: unknown; onRetry: () => void; testId?: string }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" borderRadius="l3" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content gap="3" alignItems="flex-start" textAlign="start">
        <Alert.Title>
          <FormattedMessage id="progress.error.title" />
        </Alert.Title>
        <Alert.Description>{formatError(intl, error, CLASS_ANALYTICS_FAILED)}</Alert.Description>
        <Button size="sm" variant="outline" onClick={onRetry} data-testid={`${testId}-retry`}>
          <LuRefreshCw aria-hidden />
          <FormattedMessage id="progress.error.retry" />
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** "No results yet" with a short hint of what brings them. */
export function ProgressEmpty({
  hintId,
  titleId = 'progress.empty.title',
  testId = 'progress-empty',
  children,
}: {
  hintId: string;
  titleId?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Card.Root variant="outline" borderStyle="dashed" data-testid={testId}>
      <Card.Body>
        <Stack align="center" textAlign="center" gap="3" py="6">
          <Circle size="14" bg="brand.subtle" color="brand.fg">
            <Icon as={LuChartNoAxesColumn} boxSize="7" aria-hidden />
          </Circle>
          <Text fontWeight="semibold" fontSize="lg">
            <FormattedMessage id={titleId} />
          </Text>
          <Text color="fg.muted" maxW="md">
            <FormattedMessage id={hintId} />
          </Text>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
