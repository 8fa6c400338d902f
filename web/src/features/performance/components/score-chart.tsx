// A class's last scores as a line (recharts, loaded lazily with this module): the shared axes
// of components/charts (in Arabic time runs right to left and the scale stands on the right)
// and a hidden table with the same numbers.
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ScorePoint } from '@shared/schemas/me';
import { CHART_GRID, CHART_TICK, axisDirection, categoryAxisProps, valueAxisProps } from '@/components/charts/chart-axes';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartTooltipBox, hoveredPoint, type TooltipContentArgs } from '@/components/charts/chart-tooltip';

export default function ScoreChart({ points, caption, seriesLabel, testId }: { points: ScorePoint[]; caption: string; seriesLabel: string; testId: string }) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  const axes = axisDirection(rtl);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const rows = points.map((p, index) => ({ _key: `${index}`, percent: p.percent, point: p }));
  const label = (key: string) => {
    const point = rows[Number(key)]?.point;
    return point?.at ? intl.formatDate(point.at, { day: 'numeric', month: 'short' }) : `${Number(key) + 1}`;
  };
  const tooltip = (args: TooltipContentArgs) => {
    const row = hoveredPoint<{ point: ScorePoint; _key: string }>(args);
    if (!row) return null;
    return (
      <ChartTooltipBox
        rtl={rtl}
        title={row.point.title}
        subtitle={label(row._key)}
        rows={[{ key: 'percent', label: seriesLabel, value: percent(row.point.percent), colour: CHART_COLOURS.first }]}
      />
    );
  };
  return (
    <Box data-testid={testId}>
      <Box h="48" minW="0" dir="ltr" aria-hidden data-direction={axes.reversed ? 'rtl' : 'ltr'}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 12 }} accessibilityLayer={false}>
            <CartesianGrid {...CHART_GRID} vertical={false} />
            <XAxis {...categoryAxisProps(rtl, { dataKey: '_key', tickFormatter: label })} tick={{ ...CHART_TICK, direction: rtl ? 'rtl' : 'ltr' }} padding={{ left: 12, right: 12 }} />
            <YAxis {...valueAxisProps(rtl, { tickFormatter: percent, width: 44 })} domain={[0, 100]} ticks={[0, 50, 100]} />
            <Tooltip content={tooltip} />
            <Line type="monotone" dataKey="percent" name={seriesLabel} stroke={CHART_COLOURS.first} strokeWidth={3} dot={{ r: 4, fill: CHART_COLOURS.first, strokeWidth: 0 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <ChartDataTable
        caption={caption}
        columns={[intl.formatMessage({ id: 'performance.chart.challenge' }), seriesLabel]}
        rows={points.map((p, index) => ({ key: `${index}`, cells: [<bdi key="t">{p.title}</bdi>, percent(p.percent)] }))}
      />
    </Box>
  );
}
