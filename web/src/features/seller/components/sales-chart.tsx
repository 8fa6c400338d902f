// Earnings and sales per day (recharts, loaded lazily with this module): earnings as bars on
// the sparks scale, sales as a line on their own scale, with the shared axes, tooltip and
// hidden table of components/charts (in Arabic the time runs right to left).
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_GRID, axisDirection, categoryAxisProps, valueAxisProps } from '@/components/charts/chart-axes';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartTooltipBox, hoveredPoint, type TooltipContentArgs } from '@/components/charts/chart-tooltip';
import { useSellerFormat } from '../hooks/use-seller-format';
import type { DayPoint } from '../lib/sales-report';
import { CHART_LEGEND } from './sales-legend';

const EARNINGS_COLOUR = CHART_LEGEND[0].colour;
const SALES_COLOUR = CHART_LEGEND[1].colour;

export default function SalesChart({ points }: { points: DayPoint[] }) {
  const intl = useIntl();
  const format = useSellerFormat();
  const earningsLabel = intl.formatMessage({ id: 'seller.sales.chart.earnings' });
  const salesLabel = intl.formatMessage({ id: 'seller.sales.chart.sales' });
  const tooltip = (args: TooltipContentArgs): ReactNode => {
    const point = hoveredPoint<DayPoint>(args);
    if (!point) return null;
    return (
      <ChartTooltipBox
        rtl={format.rtl}
        title={format.day(point.date)}
        rows={[
          { key: 'earnings', label: earningsLabel, value: intl.formatNumber(point.earnings), colour: EARNINGS_COLOUR },
          { key: 'sales', label: salesLabel, value: intl.formatNumber(point.sales_count), colour: SALES_COLOUR },
        ]}
      />
    );
  };
  return (
    <Box>
      <Box h="72" minW="0" dir="ltr" aria-hidden data-testid="sales-chart-canvas" data-points={points.length}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid {...CHART_GRID} vertical={false} />
            <XAxis {...categoryAxisProps(format.rtl, { dataKey: 'date', tickFormatter: (day: string) => format.day(day), minTickGap: 16 })} />
            <YAxis yAxisId="earnings" {...valueAxisProps(format.rtl, { tickFormatter: (value: number) => intl.formatNumber(value, { notation: 'compact' }) })} />
            {/* The sales scale stands at the other edge. */}
            <YAxis
              yAxisId="sales"
              {...valueAxisProps(format.rtl, { tickFormatter: (value: number) => intl.formatNumber(value), width: 36 })}
              orientation={axisDirection(!format.rtl).yOrientation}
            />
            <Tooltip content={tooltip} cursor={{ fill: CHART_COLOURS.cursor }} />
            <Bar yAxisId="earnings" dataKey="earnings" name={earningsLabel} fill={EARNINGS_COLOUR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            <Line yAxisId="sales" type="linear" dataKey="sales_count" name={salesLabel} stroke={SALES_COLOUR} strokeWidth={2} dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
      <ChartDataTable
        caption={intl.formatMessage({ id: 'seller.sales.chart.caption' })}
        columns={[intl.formatMessage({ id: 'seller.sales.table.date' }), earningsLabel, salesLabel]}
        rows={points
          .filter((point) => point.sales_count > 0)
          .map((point) => ({ key: point.date, cells: [format.day(point.date), intl.formatNumber(point.earnings), intl.formatNumber(point.sales_count)] }))}
      />
    </Box>
  );
}
