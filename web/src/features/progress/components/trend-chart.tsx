// A percent-over-time line chart: one point per challenge in date order. In Arabic the time
// runs right to left (reversed x axis) and the percent scale stands on the right. Faint lines
// mark the band boundaries (60, 75, 90). A visually hidden table carries the same numbers for
// screen readers. The SVG itself is laid out left to right so recharts' text anchors hold.
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SCORE_BANDS } from '@shared/constants';
import { useProgressFormat } from '../hooks/use-progress-format';
import { bandColour } from '../lib/bands';
import { axisDirection } from '../lib/chart-data';
import { CHART_COLOURS, ChartTooltipBox } from './chart-frame';

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
  const tooltip = ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }): ReactNode => {
    const row = active ? (payload?.[0]?.payload as { datum: T } | undefined) : undefined;
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
            <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="_key"
              reversed={axes.reversed}
              tickFormatter={labelOf}
              tick={{ fill: CHART_COLOURS.tick, fontSize: 12, direction: format.rtl ? 'rtl' : 'ltr' }}
              stroke={CHART_COLOURS.grid}
              interval="preserveStartEnd"
              minTickGap={12}
              padding={{ left: 12, right: 12 }}
            />
            <YAxis
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              orientation={axes.yOrientation}
              width={44}
              tick={{ fill: CHART_COLOURS.tick, fontSize: 12 }}
              tickFormatter={(value: number) => format.percent(value)}
              stroke={CHART_COLOURS.grid}
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
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{columnLabel}</Table.ColumnHeader>
              {series.map((s) => (
                <Table.ColumnHeader key={s.key} scope="col">
                  {s.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((d) => (
              <Table.Row key={d.key}>
                <Table.Cell>
                  <bdi>{d.title}</bdi> ({d.axisLabel})
                </Table.Cell>
                {series.map((s) => (
                  <Table.Cell key={s.key}>{format.percent(s.value(d))}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
