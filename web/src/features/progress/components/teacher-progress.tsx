// The teacher's Progress tab: the class analytics answer laid out as overview cards, the band
// distribution, the class trend, top performers and the sortable student results with export.
import { Grid, GridItem, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClassAnalytics } from '@shared/schemas/analytics';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartCard } from '@/components/charts/chart-card';
import { getClassAnalytics } from '../api/get-class-analytics';
import { useLoader } from '../hooks/use-loader';
import { useProgressFormat } from '../hooks/use-progress-format';
import { classTrendData, hasTrendValues, type ClassTrendDatum } from '../lib/chart-data';
import { BandChart } from './band-chart';
import { ExportPanel } from './export-panel';
import { OverviewCards } from './overview-cards';
import { ProgressEmpty, ProgressError, ProgressLoading } from './progress-states';
import { StudentDetailDialog } from './student-detail-dialog';
import { StudentResultsTable } from './student-results-table';
import { TopPerformers } from './top-performers';
import { TrendChart } from './trend-chart';

function ClassTrend({ analytics }: { analytics: ClassAnalytics }) {
  const intl = useIntl();
  const format = useProgressFormat();
  const data = useMemo(() => classTrendData(analytics.trend, format.date), [analytics.trend, format.date]);
  return (
    <ChartCard
      height="full"
      testId="progress-trend"
      title={<FormattedMessage id="progress.trend.title" />}
      description={<FormattedMessage id="progress.trend.description" />}
    >
      {hasTrendValues(data) ? (
        <TrendChart<ClassTrendDatum>
          testId="progress-trend-chart"
          data={data}
          caption={intl.formatMessage({ id: 'progress.trend.title' })}
          columnLabel={intl.formatMessage({ id: 'progress.results.challenge' })}
          series={[
            {
              key: 'average',
              label: intl.formatMessage({ id: 'progress.trend.classAverage' }),
              value: (d) => d.average,
              colour: CHART_COLOURS.first,
            },
          ]}
        />
      ) : (
        <Text color="fg.muted" fontSize="sm" textAlign="start" data-testid="progress-trend-empty">
          <FormattedMessage id="progress.trend.empty" />
        </Text>
      )}
    </ChartCard>
  );
}

export function TeacherProgress({ classId, className }: { classId: string; className: string }) {
  const state = useLoader((signal) => getClassAnalytics(classId, signal), [classId]);
  const [openUid, setOpenUid] = useState<string | null>(null);

  let body;
  if (state.status === 'loading') body = <ProgressLoading />;
  else if (state.status === 'error') body = <ProgressError error={state.error} onRetry={state.retry} />;
  else {
    const analytics = state.data;
    const { overview } = analytics;
    const noResults = overview.submission_count === 0;
    const emptyHint =
      overview.student_count === 0
        ? 'progress.empty.noStudents'
        : overview.challenge_count === 0
          ? 'progress.empty.noChallenges'
          : 'progress.empty.noSubmissions';
    const chosen = analytics.students.find((s) => s.uid === openUid) ?? analytics.top_performers.find((s) => s.uid === openUid) ?? null;
    body = (
      <Stack gap="4" data-testid="progress-teacher" data-state={noResults ? 'empty' : 'ready'}>
        <OverviewCards overview={overview} />
        {noResults ? (
          <ProgressEmpty hintId={emptyHint} />
        ) : (
          <>
            <Grid templateColumns={{ base: '1fr', lg: 'repeat(5, minmax(0, 1fr))' }} gap="4">
              <GridItem colSpan={{ base: 1, lg: 3 }} minW="0">
                <ClassTrend analytics={analytics} />
              </GridItem>
              <GridItem colSpan={{ base: 1, lg: 2 }} minW="0">
                <TopPerformers performers={analytics.top_performers} onOpen={setOpenUid} />
              </GridItem>
            </Grid>
            <BandChart bands={analytics.bands} />
          </>
        )}
        {overview.student_count > 0 && (
          <StudentResultsTable
            students={analytics.students}
            onOpen={setOpenUid}
            toolbar={<ExportPanel classId={classId} className={className} />}
          />
        )}
        <StudentDetailDialog classId={classId} student={chosen} onClose={() => setOpenUid(null)} />
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid="progress-route" data-role="teacher">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="0" textAlign="start">
          <Heading as="h2" size="lg">
            <FormattedMessage id="progress.title" />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="progress.subtitle.teacher" />
          </Text>
        </Stack>
      </HStack>
      {body}
    </Stack>
  );
}
