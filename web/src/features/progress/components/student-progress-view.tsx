// One student's progress in the class: their average and band, rank, completion, a trend of
// their graded results next to the class average, and every challenge's result. The student
// sees it as their Progress tab; teachers open it from the results table.
import { Badge, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuListChecks, LuTarget, LuTrophy, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResultState, StudentAnalytics } from '@shared/schemas/analytics';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartCard } from '@/components/charts/chart-card';
import { useProgressFormat } from '../hooks/use-progress-format';
import { studentTrendData, type StudentTrendDatum } from '../lib/chart-data';
import { BandBadge } from './band-badge';
import { ProgressEmpty } from './progress-states';
import { StatCard } from './stat-card';
import { TrendChart } from './trend-chart';

const STATE_PALETTE: Record<ResultState, string> = {
  graded: 'green',
  pending_grading: 'purple',
  due: 'gray',
  missing: 'red',
};

export function StudentProgressView({ analytics, self, testId = 'progress-student-view' }: { analytics: StudentAnalytics; self: boolean; testId?: string }) {
  const intl = useIntl();
  const format = useProgressFormat();
  const { overview, results } = analytics;
  const trend = useMemo(() => studentTrendData(analytics.trend, format.date), [analytics.trend, format.date]);
  const who = self ? 'self' : 'other';

  return (
    <Stack gap="4" data-testid={testId}>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <StatCard
          testId={`${testId}-average`}
          icon={LuTarget}
          label={<FormattedMessage id={`progress.student.average.${who}`} />}
          value={format.percent(overview.average_percent)}
          note={<BandBadge band={overview.band} testId={`${testId}-band`} />}
        />
        <StatCard
          testId={`${testId}-rank`}
          icon={LuTrophy}
          label={<FormattedMessage id="progress.student.rank" />}
          value={
            overview.rank === null ? (
              format.none
            ) : (
              <FormattedMessage id="progress.student.rankOf" values={{ rank: overview.rank, size: overview.class_size }} />
            )
          }
        />
        <StatCard
          testId={`${testId}-completed`}
          icon={LuListChecks}
          label={<FormattedMessage id="progress.student.completed" />}
          value={<FormattedMessage id="progress.table.completedOf" values={{ done: overview.completed, total: overview.assigned }} />}
          note={
            overview.missing > 0 || overview.pending_grading > 0 ? (
              <Stack gap="0.5">
                {overview.missing > 0 && <FormattedMessage id="progress.student.missing" values={{ count: overview.missing }} />}
                {overview.pending_grading > 0 && (
                  <FormattedMessage id="progress.overview.pendingGrading" values={{ count: overview.pending_grading }} />
                )}
              </Stack>
            ) : undefined
          }
        />
        <StatCard
          testId={`${testId}-class-average`}
          icon={LuUsers}
          label={<FormattedMessage id="progress.student.classAverage" />}
          value={format.percent(overview.class_average)}
        />
      </SimpleGrid>

      <ChartCard
        height="full"
        testId={`${testId}-trend`}
        title={<FormattedMessage id="progress.trend.title" />}
        description={<FormattedMessage id={`progress.student.trendDescription.${who}`} />}
      >
        {trend.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" textAlign="start" data-testid={`${testId}-trend-empty`}>
            <FormattedMessage id="progress.student.trendEmpty" />
          </Text>
        ) : (
          <TrendChart<StudentTrendDatum>
            testId={`${testId}-trend-chart`}
            data={trend}
            height="56"
            caption={intl.formatMessage({ id: 'progress.trend.title' })}
            columnLabel={intl.formatMessage({ id: 'progress.results.challenge' })}
            series={[
              {
                key: 'percent',
                label: intl.formatMessage({ id: `progress.student.series.${who}` }),
                value: (d) => d.percent,
                colour: CHART_COLOURS.first,
              },
              {
                key: 'classAverage',
                label: intl.formatMessage({ id: 'progress.student.classAverage' }),
                value: (d) => d.classAverage,
                colour: CHART_COLOURS.muted,
                dashed: true,
              },
            ]}
          />
        )}
      </ChartCard>

      <ChartCard height="full" testId={`${testId}-results`} title={<FormattedMessage id="progress.results.title" />}>
        {results.length === 0 ? (
          <ProgressEmpty hintId={self ? 'progress.empty.studentNoChallenges' : 'progress.empty.noChallenges'} testId={`${testId}-empty`} />
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" data-testid={`${testId}-results-table`}>
              <Table.Caption srOnly>
                <FormattedMessage id="progress.results.title" />
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader textAlign="start">
                    <FormattedMessage id="progress.results.challenge" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">
                    <FormattedMessage id="progress.results.status" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start" hideBelow="md">
                    <FormattedMessage id="progress.results.score" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start">
                    <FormattedMessage id="progress.results.percent" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="start" hideBelow="md">
                    <FormattedMessage id="progress.student.classAverage" />
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {results.map((r) => (
                  <Table.Row key={r.challenge_id} data-testid={`${testId}-result-${r.challenge_id}`} data-state={r.state}>
                    <Table.Cell>
                      <Stack gap="0" textAlign="start">
                        <Text fontWeight="medium" lineClamp={2}>
                          {r.title || <FormattedMessage id="progress.results.untitled" />}
                        </Text>
                        {r.due_at && (
                          <Text fontSize="xs" color="fg.muted">
                            <FormattedMessage id="progress.results.due" values={{ date: format.date(r.due_at) }} />
                          </Text>
                        )}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" wrap="wrap">
                        <Badge size="xs" variant="subtle" colorPalette={STATE_PALETTE[r.state]}>
                          <FormattedMessage id={`progress.results.state.${r.state}`} />
                        </Badge>
                        {r.late && (
                          <Badge size="xs" variant="outline" colorPalette="orange">
                            <FormattedMessage id="progress.results.late" />
                          </Badge>
                        )}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" whiteSpace="nowrap">
                      {r.score === null || r.state !== 'graded' ? (
                        format.none
                      ) : (
                        <FormattedMessage id="progress.results.scoreOf" values={{ score: format.number(r.score), max: format.number(r.max_score) }} />
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" wrap="wrap">
                        <Text as="span" fontWeight="semibold">
                          {format.percent(r.percent)}
                        </Text>
                        {r.band && <BandBadge band={r.band} size="xs" />}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">
                      {format.percent(r.class_average)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </ChartCard>
    </Stack>
  );
}
