// /training-centre/analytics (GET /training-centre/analytics): per course enrolments,
// completions and completion rate (a table and a bar chart), quiz score bands across the
// centre's classes (a bar chart) and per-class averages; Export CSV downloads
// GET /training-centre/analytics.csv with the session's token.
// Test ids: centre-analytics, centre-analytics-loading, centre-analytics-error,
// centre-analytics-export, centre-analytics-courses (table; rows centre-analytics-course-{id}),
// centre-analytics-courses-chart, centre-analytics-bands-chart, centre-analytics-classes,
// centre-analytics-courses-empty, centre-analytics-quiz-empty.
import { Button, HStack, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, useMemo, useState } from 'react';
import { LuChartColumn, LuDownload, LuListChecks } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyCard } from '@/components/ui/empty-card';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { RetryMessage } from '@/components/ui/retry-message';
import { useRemote } from '@/lib/use-remote';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { DOWNLOAD_CENTRE_ANALYTICS_FAILED, downloadCentreAnalytics } from '../api/download-centre-analytics';
import { GET_CENTRE_ANALYTICS_FAILED, getCentreAnalytics } from '../api/get-centre-analytics';
import { CentreStatTile } from '../components/centre-stat-tile';
import { useCentreParam } from '../hooks/use-centre-query';
import { bandKey, bandRows, statusKey } from '../lib/centre-figures';

// The chart module (recharts) loads lazily, inside the card's Suspense.
const CentreChart = lazy(() => import('../components/centre-chart'));

export default function CentreAnalyticsRoute() {
  const intl = useIntl();
  const enterprise = useCentreParam();
  const analytics = useRemote(`analytics:${enterprise ?? ''}`, (signal) => getCentreAnalytics(enterprise, signal));
  const [exporting, setExporting] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const percent = (value: number | null) => (value === null ? t('centres.analytics.none') : intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 }));
  const bands = useMemo(() => bandRows(analytics.data?.quiz_bands), [analytics.data]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await downloadCentreAnalytics(enterprise);
      saveBlob(file.blob, file.fileName);
      toaster.create({ type: 'success', title: t('centres.analytics.exported') });
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, DOWNLOAD_CENTRE_ANALYTICS_FAILED) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="6" data-testid="centre-analytics" aria-busy={analytics.status === 'loading'}>
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="0.5" textAlign="start">
          <Heading as="h2" size="xl">
            <FormattedMessage id="centres.analytics.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="centres.analytics.description" />
          </Text>
        </Stack>
        <Button variant="outline" onClick={() => void exportCsv()} loading={exporting} data-testid="centre-analytics-export">
          <LuDownload aria-hidden />
          <FormattedMessage id="centres.analytics.export" />
        </Button>
      </HStack>
      {analytics.status === 'loading' && (
        <Stack gap="4" data-testid="centre-analytics-loading">
          <Skeleton h="64" rounded="l3" />
          <Skeleton h="40" rounded="l3" />
        </Stack>
      )}
      {analytics.status === 'error' && (
        <RetryMessage
          message={formatError(intl, analytics.error, GET_CENTRE_ANALYTICS_FAILED)}
          retryLabel={<FormattedMessage id="centres.layout.retry" />}
          onRetry={analytics.reload}
          testId="centre-analytics-error"
        />
      )}
      {analytics.status === 'success' && (
        <>
          <Stack gap="3">
            <Heading as="h3" size="lg" textAlign="start">
              <FormattedMessage id="centres.analytics.courses.title" />
            </Heading>
            {analytics.data.courses.length === 0 ? (
              <EmptyCard
                testId="centre-analytics-courses-empty"
                icon={<LuChartColumn size="32" aria-hidden />}
                title={<FormattedMessage id="centres.analytics.courses.empty.title" />}
                body={<FormattedMessage id="centres.analytics.courses.empty.body" />}
              />
            ) : (
              <>
                <ChartCard testId="centre-analytics-courses-chart" title={<FormattedMessage id="centres.analytics.courses.chart" />}>
                  <CentreChart
                    kind="bar"
                    testId="centre-analytics-courses-plot"
                    caption={t('centres.analytics.courses.chart')}
                    categoryLabel={t('centres.analytics.column.course')}
                    rows={analytics.data.courses.map((c) => ({ key: c.course_id, label: c.title, values: { enrollments: c.enrollments, completions: c.completions } }))}
                    series={[
                      { key: 'enrollments', label: t('centres.analytics.column.enrollments'), colour: CHART_COLOURS.first },
                      { key: 'completions', label: t('centres.analytics.column.completions'), colour: CHART_COLOURS.second },
                    ]}
                  />
                </ChartCard>
                <Table.ScrollArea borderWidth="1px" rounded="l2">
                  <Table.Root size="sm" data-testid="centre-analytics-courses">
                    <Table.Caption srOnly>{t('centres.analytics.courses.title')}</Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader scope="col">{t('centres.analytics.column.course')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t('centres.analytics.column.status')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">{t('centres.analytics.column.enrollments')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">{t('centres.analytics.column.completions')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">{t('centres.analytics.column.rate')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {analytics.data.courses.map((course) => (
                        <Table.Row key={course.course_id} data-testid={`centre-analytics-course-${course.course_id}`} data-rate={course.completion_rate}>
                          <Table.Cell>
                            <bdi>{course.title}</bdi>
                          </Table.Cell>
                          <Table.Cell>{t(`centres.overview.status.${statusKey(course.status)}`)}</Table.Cell>
                          <Table.Cell textAlign="end">{intl.formatNumber(course.enrollments)}</Table.Cell>
                          <Table.Cell textAlign="end">{intl.formatNumber(course.completions)}</Table.Cell>
                          <Table.Cell textAlign="end">{percent(course.completion_rate)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </>
            )}
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="lg" textAlign="start">
              <FormattedMessage id="centres.analytics.quiz.title" />
            </Heading>
            {analytics.data.quiz_submissions === 0 ? (
              <EmptyCard
                testId="centre-analytics-quiz-empty"
                icon={<LuListChecks size="32" aria-hidden />}
                title={<FormattedMessage id="centres.analytics.quiz.empty.title" />}
                body={<FormattedMessage id="centres.analytics.quiz.empty.body" />}
              />
            ) : (
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                <Stack gap="4">
                  <CentreStatTile testId="centre-analytics-submissions" label={<FormattedMessage id="centres.analytics.quiz.submissions" />} value={analytics.data.quiz_submissions} />
                  <ChartCard testId="centre-analytics-bands-chart" title={<FormattedMessage id="centres.analytics.quiz.bands" />}>
                    <CentreChart
                      kind="bar"
                      testId="centre-analytics-bands-plot"
                      caption={t('centres.analytics.quiz.bands')}
                      categoryLabel={t('centres.analytics.column.band')}
                      rows={bands.map((b) => ({ key: b.band, label: t(`centres.analytics.band.${bandKey(b.band)}`), values: { count: b.count } }))}
                      series={[{ key: 'count', label: t('centres.analytics.column.submissions'), colour: CHART_COLOURS.first }]}
                    />
                  </ChartCard>
                </Stack>
                <Table.ScrollArea borderWidth="1px" rounded="l2" alignSelf="start">
                  <Table.Root size="sm" data-testid="centre-analytics-classes">
                    <Table.Caption textAlign="start" captionSide="top" px="3" py="2" fontWeight="semibold">
                      {t('centres.analytics.classes.title')}
                    </Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader scope="col">{t('centres.analytics.column.class')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">{t('centres.analytics.column.submissions')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">{t('centres.analytics.column.average')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {analytics.data.classes.map((cls) => (
                        <Table.Row key={cls.class_id} data-testid={`centre-analytics-class-${cls.class_id}`}>
                          <Table.Cell>
                            <bdi>{cls.name}</bdi>
                          </Table.Cell>
                          <Table.Cell textAlign="end">{intl.formatNumber(cls.submissions)}</Table.Cell>
                          <Table.Cell textAlign="end">{percent(cls.average_percent)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </SimpleGrid>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
