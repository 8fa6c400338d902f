// One chart of the area (recharts, loaded with this module only): rows along the category
// axis (weeks, courses, score bands) and one or more series, as areas or bars. In Arabic the
// categories run right to left and the scale stands on the right; the SVG itself is laid out
// left to right so recharts' text anchors hold. A visually hidden table carries the same
// numbers for screen readers (its caption is the chart's title).
import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CHART_COLOURS } from './centre-chart-colours';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';


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
  const tooltip = ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }): ReactNode => {
    const point = active ? (payload?.[0]?.payload as { _label: string } & Record<string, number> | undefined) : undefined;
    if (!point) return null;
    return (
      <Box dir={rtl ? 'rtl' : 'ltr'} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l2" boxShadow="md" px="3" py="2" fontSize="sm" textAlign="start" maxW="64">
        <Text fontWeight="semibold" lineClamp={2}>
          <bdi>{point._label}</bdi>
        </Text>
        {series.map((s) => (
          <Text key={s.key}>
            <Box as="span" display="inline-block" w="2.5" h="2.5" rounded="full" me="2" style={{ backgroundColor: s.colour }} aria-hidden />
            {s.label}: {show(point[s.key] ?? 0)}
          </Text>
        ))}
      </Box>
    );
  };
  const axes = (
    <>
      <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="_key"
        reversed={rtl}
        tickFormatter={labelOf}
        tick={{ fill: CHART_COLOURS.tick, fontSize: 12 }}
        stroke={CHART_COLOURS.grid}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        allowDecimals={false}
        width={48}
        tick={{ fill: CHART_COLOURS.tick, fontSize: 12 }}
        tickFormatter={(value: number) => intl.formatNumber(value, { notation: 'compact' })}
        stroke={CHART_COLOURS.grid}
      />
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
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{categoryLabel}</Table.ColumnHeader>
              {series.map((s) => (
                <Table.ColumnHeader key={s.key} scope="col">
                  {s.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>
                  <bdi>{row.label}</bdi>
                </Table.Cell>
                {series.map((s) => (
                  <Table.Cell key={s.key}>{show(row.values[s.key] ?? 0)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
