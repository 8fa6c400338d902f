// Sales analytics (/market/seller/analytics, teachers): GET /market/seller/sales?days= for 7,
// 30 or 90 days: totals, earnings and sales per day (recharts, lazy), per product, and the
// commission on recent sales. Above them, the wallet's total and its exchangeable part
// (sparks earned from sales, the only ones that can be exchanged).
import { Box, Button, ButtonGroup, Card, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { LuChartColumn } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatError } from '@/lib/api-client';
import type { SalesReport } from '@shared/schemas/market';
import { useSellerSales } from '../api/get-seller-sales';
import { CHART_LEGEND } from '../components/sales-legend';
import { CommissionTable, ProductSalesTable } from '../components/sales-tables';
import { SalesTiles } from '../components/sales-tiles';
import { SellerPage } from '../components/seller-page';
import { LiveWalletFigures } from '../components/wallet-figures';
import { SALES_WINDOWS, fillDays, hasSales, salesWindowOf, type SalesWindow } from '../lib/sales-report';

const SalesChart = lazy(() => import('../components/sales-chart'));
const LOAD_FAILED = { id: 'seller.sales.loadFailed', defaultMessage: 'The sales report could not be loaded.' };

export default function SellerAnalyticsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const days = salesWindowOf(params.get('days'));
  const sales = useSellerSales(days);

  const choose = (value: SalesWindow) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('days', String(value));
        return next;
      },
      { replace: true },
    );

  const selector = (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage({ id: 'seller.sales.window' })} data-testid="sales-days">
      {SALES_WINDOWS.map((value) => (
        <Button
          key={value}
          onClick={() => choose(value)}
          variant={value === days ? 'solid' : 'outline'}
          colorPalette={value === days ? 'brand' : 'gray'}
          aria-pressed={value === days}
          data-testid={`sales-days-${value}`}
        >
          <FormattedMessage id="seller.sales.days" values={{ days: value }} />
        </Button>
      ))}
    </ButtonGroup>
  );

  return (
    <SellerPage titleId="seller.sales.title" subtitleId="seller.sales.subtitle" action={selector} testId="seller-analytics-route">
      <LiveWalletFigures />
      {sales.status === 'loading' && (
        <Stack gap="4" aria-busy="true" data-testid="sales-loading">
          <Skeleton h="24" borderRadius="l3" />
          <Skeleton h="72" borderRadius="l3" />
        </Stack>
      )}
      {sales.status === 'error' && (
        <RetryAlert
          message={formatError(intl, sales.error, LOAD_FAILED)}
          retryLabel={<FormattedMessage id="seller.common.retry" />}
          onRetry={sales.reload}
          testId="sales-error"
          retryTestId="sales-retry"
        />
      )}
      {sales.status === 'success' && <SalesView report={sales.data.report} readAt={sales.data.readAt} days={days} />}
    </SellerPage>
  );
}

function SalesView({ report, readAt, days }: { report: SalesReport; readAt: number; days: SalesWindow }) {
  // The window ends the day the report was read (UTC days, as the server counts them).
  const points = useMemo(() => fillDays(report.by_day, days, readAt), [report, readAt, days]);
  if (!hasSales(report)) {
    return (
      <Stack gap="4" data-testid="sales-empty">
        <SalesTiles totals={report.totals} />
        <EmptyCard
          testId="sales-empty-card"
          icon={<LuChartColumn size="40" aria-hidden />}
          title={<FormattedMessage id="seller.sales.empty.title" />}
          body={<FormattedMessage id="seller.sales.empty.body" values={{ days }} />}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="4" data-testid="sales-report">
      <SalesTiles totals={report.totals} />
      <Card.Root variant="outline" data-testid="sales-chart" minW="0">
        <Card.Header pb="0">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0" textAlign="start">
              <Heading as="h2" size="md">
                <FormattedMessage id="seller.sales.chart.title" />
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="seller.sales.chart.hint" values={{ days }} />
              </Text>
            </Stack>
            <HStack gap="4" fontSize="sm">
              {CHART_LEGEND.map((item) => (
                <HStack key={item.key} gap="1.5">
                  <Box w="3" h="3" borderRadius={item.key === 'earnings' ? 'xs' : 'full'} style={{ background: item.colour }} aria-hidden />
                  <FormattedMessage id={item.label} />
                </HStack>
              ))}
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body minW="0">
          <Suspense fallback={<Skeleton h="72" borderRadius="l2" />}>
            <SalesChart points={points} />
          </Suspense>
        </Card.Body>
      </Card.Root>
      {report.by_product.length > 0 && <ProductSalesTable rows={report.by_product} />}
      {report.recent.length > 0 && <CommissionTable rows={report.recent} />}
    </Stack>
  );
}
