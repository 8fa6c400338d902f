// /performance: per class, the caller's scores (GET /me/performance, docs/site.md 4): summary
// tiles, a chart of the last scores per class (recharts, lazily) and a table; teachers get
// their classes' averages. Empty state points to /classroom.
// Test ids: performance, performance-tiles, performance-class (each, data-class-id),
// performance-table, performance-empty.
import { Button, Container, Heading, Icon, SimpleGrid, Skeleton, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { LuChartLine } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Performance } from '@shared/schemas/me';
import { ChartCard } from '@/components/charts/chart-card';
import { isolate } from '@/lib/bidi';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useRemote } from '@/lib/use-remote';
import { getPerformance } from '../api/get-performance';

const ScoreChart = lazy(() => import('../components/score-chart'));

export default function PerformanceRoute() {
  const intl = useIntl();
  const remote = useRemote<Performance>('performance', (signal) => getPerformance(signal));
  const percent = (value: number | null) =>
    value === null ? intl.formatMessage({ id: 'performance.none' }) : intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const data = remote.status === 'success' ? remote.data : null;
  const teacher = data?.role === 'teacher';

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="performance">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="performance.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id={teacher ? 'performance.subtitleTeacher' : 'performance.subtitle'} />
          </Text>
        </Stack>
        {remote.status === 'loading' && (
          <Stack gap="3">
            <Skeleton h="20" rounded="lg" />
            <Skeleton h="64" rounded="lg" />
          </Stack>
        )}
        {remote.status === 'error' && (
          <RetryAlert
            message={<FormattedMessage id="performance.loadFailed" />}
            retryLabel={<FormattedMessage id="performance.retry" />}
            onRetry={remote.reload}
            testId="performance-load-failed"
            retryTestId="performance-retry"
          />
        )}
        {data && data.classes.length === 0 && (
          <Stack gap="3" align="center" textAlign="center" py="10" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="performance-empty">
            <Icon as={LuChartLine} boxSize="8" color="fg.muted" aria-hidden />
            <Text>
              <FormattedMessage id={teacher ? 'performance.emptyTeacher' : 'performance.empty'} />
            </Text>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/classroom">
                <FormattedMessage id="performance.emptyAction" />
              </RouterLink>
            </Button>
          </Stack>
        )}
        {data && data.classes.length > 0 && (
          <>
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="performance-tiles">
              {[
                ['classes', intl.formatNumber(data.totals.classes)],
                [teacher ? 'doneTeacher' : 'done', intl.formatMessage({ id: 'performance.doneOf' }, { done: intl.formatNumber(data.totals.done), assigned: intl.formatNumber(data.totals.assigned) })],
                ['average', percent(data.totals.average)],
                ['best', percent(data.totals.best)],
                ['live', intl.formatNumber(data.totals.live_games)],
              ].map(([key, value]) => (
                <Stat.Root key={key} borderWidth="1px" rounded="lg" p="4" data-testid={`performance-tile-${key}`}>
                  <Stat.Label>
                    <FormattedMessage id={`performance.tile.${key}`} />
                  </Stat.Label>
                  <Stat.ValueText>{value}</Stat.ValueText>
                </Stat.Root>
              ))}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              {data.classes.map((c) => (
                <ChartCard
                  key={c.class_id}
                  testId="performance-class"
                  data-class-id={c.class_id}
                  headingAs="h2"
                  title={<bdi>{c.name}</bdi>}
                  description={intl.formatMessage({ id: teacher ? 'performance.chart.titleTeacher' : 'performance.chart.title' })}
                >
                  {c.recent.length === 0 ? (
                    <Text color="fg.muted" py="6" textAlign="center">
                      <FormattedMessage id="performance.chart.empty" />
                    </Text>
                  ) : (
                    <ScoreChart
                      points={c.recent}
                      testId={`performance-chart-${c.class_id}`}
                      caption={intl.formatMessage({ id: 'performance.chart.caption' }, { name: isolate(c.name) })}
                      seriesLabel={intl.formatMessage({ id: teacher ? 'performance.chart.seriesTeacher' : 'performance.chart.series' })}
                    />
                  )}
                </ChartCard>
              ))}
            </SimpleGrid>
            <Table.ScrollArea borderWidth="1px" rounded="lg">
              <Table.Root size="sm" data-testid="performance-table">
                <Table.Caption captionSide="top" textAlign="start" px="3" pt="2">
                  <FormattedMessage id="performance.table.caption" />
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    {['class', 'done', 'average', 'best', 'live', teacher ? 'students' : 'bestRank'].map((key) => (
                      <Table.ColumnHeader key={key} scope="col" textAlign="start">
                        <FormattedMessage id={`performance.table.${key}`} />
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.classes.map((c) => (
                    <Table.Row key={c.class_id}>
                      <Table.Cell>
                        <bdi>{c.name}</bdi>
                      </Table.Cell>
                      <Table.Cell>
                        <FormattedMessage id="performance.doneOf" values={{ done: intl.formatNumber(c.done), assigned: intl.formatNumber(c.assigned) }} />
                      </Table.Cell>
                      <Table.Cell>{percent(c.average)}</Table.Cell>
                      <Table.Cell>{percent(c.best)}</Table.Cell>
                      <Table.Cell>{intl.formatNumber(c.live_games)}</Table.Cell>
                      <Table.Cell>
                        {teacher
                          ? intl.formatNumber(c.students ?? 0)
                          : c.best_rank === null
                            ? intl.formatMessage({ id: 'performance.none' })
                            : intl.formatNumber(c.best_rank)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </>
        )}
      </Stack>
    </Container>
  );
}
