// The commission per day as bars (recharts, loaded with this module only when the report
// shows), with the shared axes, tooltip and hidden table of components/charts (in Arabic time
// runs right to left and the scale stands on the right).
import { Box, Text } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_GRID, categoryAxisProps, valueAxisProps } from '@/components/charts/chart-axes';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartTooltipBox, hoveredPoint, type TooltipContentArgs } from '@/components/charts/chart-tooltip';
import type { DayPoint } from '../lib/commissions';

export default function CommissionsChart({ points }: { points: DayPoint[] }) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  const label = useCallback((date: string) => intl.formatDate(`${date}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }), [intl]);
  const t = (id: string) => intl.formatMessage({ id });
  const tooltip = (args: TooltipContentArgs): ReactNode => {
    const point = hoveredPoint<DayPoint>(args);
    if (!point) return null;
    return (
      <ChartTooltipBox rtl={rtl} title={label(point.date)}>
        <Text>{intl.formatMessage({ id: 'admin.commissions.tooltipCommission' }, { sparks: point.commission })}</Text>
        <Text color="fg.muted">{intl.formatMessage({ id: 'admin.commissions.tooltipSales' }, { count: point.sales_count, gross: point.gross })}</Text>
      </ChartTooltipBox>
    );
  };

  return (
    <Box>
      <Box h="64" minW="0" dir="ltr" aria-hidden data-testid="commissions-chart-plot" data-points={points.length}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid {...CHART_GRID} vertical={false} />
            <XAxis {...categoryAxisProps(rtl, { dataKey: 'date', tickFormatter: label, minTickGap: 16 })} />
            <YAxis {...valueAxisProps(rtl, { tickFormatter: (value: number) => intl.formatNumber(value, { notation: 'compact' }) })} />
            <Tooltip content={tooltip} cursor={{ fill: CHART_COLOURS.cursor }} />
            <Bar dataKey="commission" fill={CHART_COLOURS.first} radius={[4, 4, 0, 0]} maxBarSize={32} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <ChartDataTable
        caption={t('admin.commissions.chartTitle')}
        columns={[t('admin.commissions.column.date'), t('admin.commissions.column.commission'), t('admin.commissions.column.sales')]}
        rows={points
          .filter((point) => point.sales_count > 0)
          .map((point) => ({ key: point.date, cells: [label(point.date), intl.formatNumber(point.commission), intl.formatNumber(point.sales_count)] }))}
      />
    </Box>
  );
}
