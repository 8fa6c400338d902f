// /training-centre/overview: the centre's figures (GET /training-centre/overview) as stat
// tiles, courses by status, and the last 12 weeks as charts (enrolments and completions per
// week, sparks spent per week), each with a hidden table; empty states when nothing happened.
// Test ids: centre-overview, centre-overview-loading, centre-overview-error,
// centre-stat-{teachers,students,courses,enrollments,completions,sparks,balance},
// centre-status-{draft,assigned,inReview,published,rejected}, centre-activity-chart,
// centre-sparks-chart, centre-overview-empty.
import { Badge, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, useMemo } from 'react';
import { LuChartLine } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { GET_CENTRE_OVERVIEW_FAILED, getCentreOverview } from '../api/get-centre-overview';
import { CentreStatTile } from '../components/centre-stat-tile';
import { useCentreParam } from '../hooks/use-centre-query';
import { hasActivity, statusKey, statusRows, totalCourses, weekRows } from '../lib/centre-figures';

// The chart module (recharts) loads lazily, inside the card's Suspense.
const CentreChart = lazy(() => import('../components/centre-chart'));

export default function CentreOverviewRoute() {
  const intl = useIntl();
  const enterprise = useCentreParam();
  const overview = useRemote(`overview:${enterprise ?? ''}`, (signal) => getCentreOverview(enterprise, signal));
  const weeks = useMemo(
    () => weekRows(overview.data?.series, (day) => intl.formatDate(`${day}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })),
    [overview.data, intl],
  );
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Stack gap="6" data-testid="centre-overview" aria-busy={overview.status === 'loading' || overview.refreshing}>
      <Heading as="h2" size="xl" textAlign="start">
        <FormattedMessage id="centres.overview.title" />
      </Heading>
      {overview.status === 'loading' && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid="centre-overview-loading">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} h="24" rounded="l3" />
          ))}
        </SimpleGrid>
      )}
      {overview.status === 'error' && (
        <RetryMessage
          message={formatError(intl, overview.error, GET_CENTRE_OVERVIEW_FAILED)}
          retryLabel={<FormattedMessage id="centres.layout.retry" />}
          onRetry={overview.reload}
          testId="centre-overview-error"
        />
      )}
      {overview.status === 'success' && (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4">
            <CentreStatTile testId="centre-stat-teachers" label={<FormattedMessage id="centres.overview.stat.teachers" />} value={overview.data.teachers} />
            <CentreStatTile testId="centre-stat-students" label={<FormattedMessage id="centres.overview.stat.students" />} value={overview.data.students} />
            <CentreStatTile testId="centre-stat-courses" label={<FormattedMessage id="centres.overview.stat.courses" />} value={totalCourses(overview.data.courses_by_status)} />
            <CentreStatTile testId="centre-stat-enrollments" label={<FormattedMessage id="centres.overview.stat.enrollments" />} value={overview.data.enrollments} />
            <CentreStatTile testId="centre-stat-completions" label={<FormattedMessage id="centres.overview.stat.completions" />} value={overview.data.completions} />
            <CentreStatTile testId="centre-stat-sparks" label={<FormattedMessage id="centres.overview.stat.sparksSpent" />} value={overview.data.sparks_spent} help={<FormattedMessage id="centres.overview.stat.sparksSpentHelp" />} />
            <CentreStatTile testId="centre-stat-balance" label={<FormattedMessage id="centres.overview.stat.balance" />} value={overview.data.balance} />
          </SimpleGrid>
          <Stack gap="2">
            <Heading as="h3" size="md" textAlign="start">
              <FormattedMessage id="centres.overview.byStatus" />
            </Heading>
            <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
              {statusRows(overview.data.courses_by_status).map(({ status, count }) => (
                <Badge as="li" key={status} size="lg" variant="subtle" data-testid={`centre-status-${statusKey(status)}`} data-value={count}>
                  <FormattedMessage id={`centres.overview.status.${statusKey(status)}`} />
                  <Text as="span" fontWeight="bold" ms="1">
                    {intl.formatNumber(count)}
                  </Text>
                </Badge>
              ))}
            </HStack>
          </Stack>
          {!hasActivity(weeks) ? (
            <EmptyCard
              testId="centre-overview-empty"
              icon={<LuChartLine size="32" aria-hidden />}
              title={<FormattedMessage id="centres.overview.empty.title" />}
              body={<FormattedMessage id="centres.overview.empty.body" />}
            />
          ) : (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <ChartCard testId="centre-activity-chart" title={<FormattedMessage id="centres.overview.activity.title" />} description={<FormattedMessage id="centres.overview.activity.description" />}>
                <CentreChart
                  kind="area"
                  testId="centre-activity"
                  caption={t('centres.overview.activity.title')}
                  categoryLabel={t('centres.overview.week')}
                  rows={weeks.map((w) => ({ key: w.week_start, label: w.label, values: { enrollments: w.enrollments, completions: w.completions } }))}
                  series={[
                    { key: 'enrollments', label: t('centres.overview.stat.enrollments'), colour: CHART_COLOURS.first },
                    { key: 'completions', label: t('centres.overview.stat.completions'), colour: CHART_COLOURS.second },
                  ]}
                />
              </ChartCard>
              <ChartCard testId="centre-sparks-chart" title={<FormattedMessage id="centres.overview.sparks.title" />} description={<FormattedMessage id="centres.overview.sparks.description" />}>
                <CentreChart
                  kind="bar"
                  testId="centre-sparks"
                  caption={t('centres.overview.sparks.title')}
                  categoryLabel={t('centres.overview.week')}
                  rows={weeks.map((w) => ({ key: w.week_start, label: w.label, values: { sparks_spent: w.sparks_spent } }))}
                  series={[{ key: 'sparks_spent', label: t('centres.overview.stat.sparksSpent'), colour: CHART_COLOURS.first }]}
                />
              </ChartCard>
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
