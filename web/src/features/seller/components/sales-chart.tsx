// Earnings and sales per day (recharts, loaded lazily with this module): earnings as bars on
// the sparks scale, sales as a line on their own scale. In Arabic the time runs right to
// left. A visually hidden table carries the same numbers for screen readers.
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSellerFormat } from '../hooks/use-seller-format';
import type { DayPoint } from '../lib/sales-report';
import { CHART_LEGEND } from './sales-legend';

const CHART_COLOURS = {
  grid: 'var(--chakra-colors-border, #e4e4e7)',
  tick: 'var(--chakra-colors-fg-muted, #52525b)',
  earnings: CHART_LEGEND[0].colour,
  sales: CHART_LEGEND[1].colour,
} as const;

export default function SalesChart({ points }: { points: DayPoint[] }) {
  const intl = useIntl();
  const format = useSellerFormat();
  const earningsLabel = intl.formatMessage({ id: 'seller.sales.chart.earnings' });
  const salesLabel = intl.formatMessage({ id: 'seller.sales.chart.sales' });
  const tooltip = ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }): ReactNode => {
    const point = active ? (payload?.[0]?.payload as DayPoint | undefined) : undefined;
    if (!point) return null;
    return (
      <Box dir={format.rtl ? 'rtl' : 'ltr'} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l2" boxShadow="md" px="3" py="2" fontSize="sm" textAlign="start">
        <Box fontWeight="semibold">{format.day(point.date)}</Box>
        <Box color="fg.muted">
          {earningsLabel}: <Box as="span" fontWeight="semibold" color="fg">{intl.formatNumber(point.earnings)}</Box>
        </Box>
        <Box color="fg.muted">
          {salesLabel}: <Box as="span" fontWeight="semibold" color="fg">{intl.formatNumber(point.sales_count)}</Box>
        </Box>
      </Box>
    );
  };
  return (
    <Box>
      <Box h="72" minW="0" dir="ltr" aria-hidden data-testid="sales-chart-canvas" data-points={points.length}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              reversed={format.rtl}
              tickFormatter={(day: string) => format.day(day)}
              tick={{ fill: CHART_COLOURS.tick, fontSize: 12 }}
              stroke={CHART_COLOURS.grid}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              yAxisId="earnings"
              orientation={format.rtl ? 'right' : 'left'}
              allowDecimals={false}
              width={48}
              tick={{ fill: CHART_COLOURS.tick, fontSize: 12 }}
              tickFormatter={(value: number) => intl.formatNumber(value, { notation: 'compact' })}
              stroke={CHART_COLOURS.grid}
            />
            <YAxis
              yAxisId="sales"
              orientation={format.rtl ? 'left' : 'right'}
              allowDecimals={false}
              width={36}
              tick={{ fill: CHART_COLOURS.tick, fontSize: 12 }}
              tickFormatter={(value: number) => intl.formatNumber(value)}
              stroke={CHART_COLOURS.grid}
            />
            <Tooltip content={tooltip} cursor={{ fill: 'var(--chakra-colors-bg-muted, #f4f4f5)' }} />
            <Bar yAxisId="earnings" dataKey="earnings" name={earningsLabel} fill={CHART_COLOURS.earnings} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            <Line yAxisId="sales" type="linear" dataKey="sales_count" name={salesLabel} stroke={CHART_COLOURS.sales} strokeWidth={2} dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{intl.formatMessage({ id: 'seller.sales.chart.caption' })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{intl.formatMessage({ id: 'seller.sales.table.date' })}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{earningsLabel}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{salesLabel}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points
              .filter((point) => point.sales_count > 0)
              .map((point) => (
                <Table.Row key={point.date}>
                  <Table.Cell>{format.day(point.date)}</Table.Cell>
                  <Table.Cell>{intl.formatNumber(point.earnings)}</Table.Cell>
                  <Table.Cell>{intl.formatNumber(point.sales_count)}</Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
