// One chart of the area (recharts, loaded with this module only): rows along the category
// axis (weeks, courses, score bands) and one or more series, as areas or bars, with the shared
// axes, tooltip and hidden table of components/charts (in Arabic the categories run right to
// left and the scale stands on the right).
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_GRID, categoryAxisProps, valueAxisProps } from '@/components/charts/chart-axes';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartTooltipBox, hoveredPoint, type TooltipContentArgs } from '@/components/charts/chart-tooltip';

export interface ChartRow {
  key: string;
  /** The category's label (a week's date, a course's title, a band). */
  label: string;
  values: Record<string, number>;
}

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
}

export default function CentreChart({
  kind,
  rows,
  series,
  caption,
  categoryLabel,
  format,
  testId,
}: {
  kind: 'area' | 'bar';
  rows: ChartRow[];
  series: ChartSeries[];
  caption: string;
  /** The header of the hidden table's first column. */
  categoryLabel: string;
  /** A value as shown (default: the locale's number, with a % when the series says so). */
  format?: (value: number) => string;
  testId: string;
}) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  // In Arabic the first series reads first from the right: drawn (and listed) last.
  const drawn = rtl ? [...series].reverse() : series;
  const show = format ?? ((value: number) => intl.formatNumber(value));
  const data = rows.map((row) => ({ _key: row.key, _label: row.label, ...row.values }));
  const labelOf = (key: string) => rows.find((row) => row.key === key)?.label ?? '';
  const tooltip = (args: TooltipContentArgs): ReactNode => {
    const point = hoveredPoint<{ _label: string } & Record<string, number>>(args);
    if (!point) return null;
    return (
      <ChartTooltipBox
        rtl={rtl}
        title={<bdi>{point._label}</bdi>}
        rows={series.map((s) => ({ key: s.key, label: s.label, value: show(point[s.key] ?? 0), colour: s.colour }))}
      />
    );
  };
  const axes = (
    <>
      <CartesianGrid {...CHART_GRID} vertical={false} />
      <XAxis {...categoryAxisProps(rtl, { dataKey: '_key', tickFormatter: labelOf })} />
      <YAxis {...valueAxisProps(rtl, { tickFormatter: (value: number) => intl.formatNumber(value, { notation: 'compact' }) })} />
      <Tooltip content={tooltip} cursor={kind === 'bar' ? { fill: CHART_COLOURS.cursor } : undefined} />
      {series.length > 1 && <Legend formatter={(value: string) => series.find((s) => s.key === value)?.label ?? value} />}
    </>
  );

  return (
    <Box data-testid={testId} data-rows={rows.length}>
      <Box h="64" minW="0" dir="ltr" aria-hidden data-testid={`${testId}-plot`}>
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'area' ? (
            <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
              {axes}
              {drawn.map((s) => (
                <Area key={s.key} type="monotone" dataKey={s.key} stroke={s.colour} fill={s.colour} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
              ))}
            </AreaChart>
          ) : (
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
              {axes}
              {drawn.map((s) => (
                <Bar key={s.key} dataKey={s.key} fill={s.colour} radius={[4, 4, 0, 0]} maxBarSize={32} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </Box>
      <ChartDataTable
        caption={caption}
        columns={[categoryLabel, ...series.map((s) => s.label)]}
        rows={rows.map((row) => ({ key: row.key, cells: [<bdi key="label">{row.label}</bdi>, ...series.map((s) => show(row.values[s.key] ?? 0))] }))}
      />
    </Box>
  );
}
