// A percent-over-time line chart: one point per challenge in date order, with the shared axes,
// tooltip and hidden table of components/charts (in Arabic the time runs right to left and the
// percent scale stands on the right). Faint lines mark the band boundaries (60, 75, 90).
import { Box } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SCORE_BANDS } from '@shared/constants';
import { CHART_GRID, CHART_TICK, axisDirection, categoryAxisProps, valueAxisProps } from '@/components/charts/chart-axes';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartTooltipBox, hoveredPoint, type TooltipContentArgs } from '@/components/charts/chart-tooltip';
import { useProgressFormat } from '../hooks/use-progress-format';
import { bandColour } from '../lib/bands';

export interface TrendSeries<T> {
  key: string;
  label: string;
  value: (datum: T) => number | null;
  colour: string;
  dashed?: boolean;
}

interface TrendDatumBase {
  key: string;
  title: string;
  axisLabel: string;
}

export function TrendChart<T extends TrendDatumBase>({
  data,
  series,
  caption,
  columnLabel,
  height = 64,
  testId,
}: {
  data: T[];
  series: TrendSeries<T>[];
  caption: string;
  /** The header of the first column of the hidden table (the challenge). */
  columnLabel: string;
  height?: string | number;
  testId: string;
}) {
  const format = useProgressFormat();
  const axes = axisDirection(format.rtl);
  const rows = data.map((datum) => ({ _key: datum.key, datum, ...Object.fromEntries(series.map((s) => [s.key, s.value(datum)])) }));
  const labelOf = (key: string) => data.find((d) => d.key === key)?.axisLabel ?? '';
  const boundaries = SCORE_BANDS.filter((band) => band.min > 0);
  const tooltip = (args: TooltipContentArgs): ReactNode => {
    const row = hoveredPoint<{ datum: T }>(args);
    if (!row) return null;
    return (
      <ChartTooltipBox
        rtl={format.rtl}
        title={row.datum.title}
        subtitle={row.datum.axisLabel}
        rows={series.map((s) => ({ key: s.key, label: s.label, value: format.percent(s.value(row.datum)), colour: s.colour, dashed: s.dashed }))}
      />
    );
  };

  return (
    <Box data-testid={testId}>
      {/* The SVG is laid out left to right (text anchors would flip otherwise); the axes carry the direction. */}
      <Box h={height} minW="0" dir="ltr" aria-hidden data-testid={`${testId}-chart`} data-direction={axes.reversed ? 'rtl' : 'ltr'}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 12 }} accessibilityLayer={false}>
            <CartesianGrid {...CHART_GRID} vertical={false} />
            <XAxis
              {...categoryAxisProps(format.rtl, { dataKey: '_key', tickFormatter: labelOf })}
              tick={{ ...CHART_TICK, direction: format.rtl ? 'rtl' : 'ltr' }}
              padding={{ left: 12, right: 12 }}
            />
            <YAxis
              {...valueAxisProps(format.rtl, { tickFormatter: (value: number) => format.percent(value), width: 44 })}
              allowDecimals
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
            />
            {boundaries.map((band) => (
              <ReferenceLine key={band.id} y={band.min} stroke={bandColour(band.id)} strokeOpacity={0.35} strokeDasharray="2 4" />
            ))}
            <Tooltip content={tooltip} />
            {series.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.colour}
                strokeWidth={s.dashed ? 2 : 3}
                strokeDasharray={s.dashed ? '6 4' : undefined}
                dot={{ r: s.dashed ? 2 : 4, fill: s.colour, strokeWidth: 0 }}
                activeDot={{ r: 6 }}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <ChartDataTable
        caption={caption}
        columns={[columnLabel, ...series.map((s) => s.label)]}
        rows={data.map((d) => ({
          key: d.key,
          cells: [
            <Fragment key="challenge">
              <bdi>{d.title}</bdi> ({d.axisLabel})
            </Fragment>,
            ...series.map((s) => format.percent(s.value(d))),
          ],
        }))}
      />
    </Box>
  );
}
