// The commission per day as bars (recharts, loaded with this module only when the report
// shows). In Arabic time runs right to left and the scale stands on the right; the SVG itself
// is laid out left to right so recharts' text anchors hold. A visually hidden table carries
// the same numbers for screen readers.
import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../lib/commissions';

const COLOURS = {
  grid: 'var(--chakra-colors-border, #e4e4e7)',
  tick: 'var(--chakra-colors-fg-muted, #52525b)',
  bar: 'var(--chakra-colors-brand-solid, #9575cd)',
  cursor: 'var(--chakra-colors-bg-muted, #f4f4f5)',
} as const;

export default function CommissionsChart({ points }: { points: DayPoint[] }) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  const label = useCallback((date: string) => intl.formatDate(`${date}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }), [intl]);
  const caption = intl.formatMessage({ id: 'admin.commissions.chartTitle' });
  const tooltip = ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }): ReactNode => {
    const point = active ? (payload?.[0]?.payload as DayPoint | undefined) : undefined;
    if (!point) return null;
    return (
      <Box dir={rtl ? 'rtl' : 'ltr'} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l2" boxShadow="md" px="3" py="2" fontSize="sm" textAlign="start">
        <Text fontWeight="semibold">{label(point.date)}</Text>
        <Text>{intl.formatMessage({ id: 'admin.commissions.tooltipCommission' }, { sparks: point.commission })}</Text>
        <Text color="fg.muted">{intl.formatMessage({ id: 'admin.commissions.tooltipSales' }, { count: point.sales_count, gross: point.gross })}</Text>
      </Box>
    );
  };

  return (
    <Box>
      <Box h="64" minW="0" dir="ltr" aria-hidden data-testid="commissions-chart-plot" data-points={points.length}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              reversed={rtl}
              tickFormatter={label}
              tick={{ fill: COLOURS.tick, fontSize: 12 }}
              stroke={COLOURS.grid}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              allowDecimals={false}
              width={48}
              tick={{ fill: COLOURS.tick, fontSize: 12 }}
              tickFormatter={(value: number) => intl.formatNumber(value, { notation: 'compact' })}
              stroke={COLOURS.grid}
            />
            <Tooltip content={tooltip} cursor={{ fill: COLOURS.cursor }} />
            <Bar dataKey="commission" fill={COLOURS.bar} radius={[4, 4, 0, 0]} maxBarSize={32} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{intl.formatMessage({ id: 'admin.commissions.column.date' })}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{intl.formatMessage({ id: 'admin.commissions.column.commission' })}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{intl.formatMessage({ id: 'admin.commissions.column.sales' })}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points
              .filter((point) => point.sales_count > 0)
              .map((point) => (
                <Table.Row key={point.date}>
                  <Table.Cell>{label(point.date)}</Table.Cell>
                  <Table.Cell>{intl.formatNumber(point.commission)}</Table.Cell>
                  <Table.Cell>{intl.formatNumber(point.sales_count)}</Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
