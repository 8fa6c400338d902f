// /admin/commissions: the platform's commission report (docs/market.md, "Administrators";
// spec 000: platform commission 10 % of sales). Period 7/30/90 days (?days=), totals tiles,
// commission per day (recharts, loaded with the chart only), by seller and the latest sales,
// both downloadable as CSV.
// Test ids: admin-commissions, commissions-period, commissions-days-{7,30,90},
// commissions-loading, commissions-error, commissions-chart (the chart's card), and those of
// commissions-tiles and commissions-tables.
import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { lazy } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ChartCard } from '@/components/charts/chart-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { useRemote } from '@/lib/use-remote';
import { formatError } from '@/lib/api-client';
import { GET_COMMISSIONS_FAILED, getCommissions } from '../api/get-commissions';
import { AdminPage } from '@/components/admin/admin-page';
import { BySellerTable, RecentSalesTable } from '../components/commissions-tables';
import { CommissionsTiles } from '../components/commissions-tiles';
import { PeriodPicker } from '../components/period-picker';
import { fillDays } from '../lib/commissions';
import { periodParam } from '../lib/list-params';

const CommissionsChart = lazy(() => import('../components/commissions-chart'));

export default function AdminCommissionsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const days = periodParam(params.get('days'));
  // The chart's days end on the day the report was read.
  const report = useRemote(`days:${days}`, async (signal) => {
    const data = await getCommissions(days, signal);
    return { ...data, points: fillDays(data.by_day, days, Date.now()) };
  });

  return (
    <AdminPage
      testId="admin-commissions"
      title={<FormattedMessage id="admin.commissions.title" />}
      description={<FormattedMessage id="admin.commissions.description" />}
      actions={
        <PeriodPicker
          value={days}
          onChange={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              updated.set('days', String(next));
              return updated;
            })
          }
        />
      }
    >
      {report.status === 'loading' && (
        <Stack gap="4" data-testid="commissions-loading">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {[0, 1, 2, 3].map((item) => (
              <Skeleton key={item} h="28" rounded="l3" />
            ))}
          </SimpleGrid>
          <Skeleton h="72" rounded="l3" />
        </Stack>
      )}
      {report.status === 'error' && (
        <RetryMessage
          message={formatError(intl, report.error, GET_COMMISSIONS_FAILED)}
          retryLabel={<FormattedMessage id="admin.common.retry" />}
          onRetry={report.reload}
          testId="commissions-error"
        />
      )}
      {report.status === 'success' && (
        <Stack gap="6" aria-busy={report.refreshing}>
          <CommissionsTiles totals={report.data.totals} />
          <ChartCard
            testId="commissions-chart"
            data-points={report.data.points.length}
            headingAs="h2"
            title={<FormattedMessage id="admin.commissions.chartTitle" />}
            description={<FormattedMessage id="admin.commissions.chartDescription" values={{ days }} />}
          >
            <CommissionsChart points={report.data.points} />
          </ChartCard>
          <BySellerTable report={report.data} days={days} />
          <RecentSalesTable report={report.data} days={days} />
        </Stack>
      )}
    </AdminPage>
  );
}
