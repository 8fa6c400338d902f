// How the students' averages spread over the four score bands: horizontal bars in the band's
// colour (the bars grow from the reading side), and next to them a legend with each band's
// range and count, which also serves as the chart's text alternative.
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ScoreBand } from '@shared/constants';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import type { BandCount } from '@shared/schemas/analytics';
import { CHART_GRID, CHART_TICK, axisDirection } from '@/components/charts/chart-axes';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartTooltipBox, hoveredPoint } from '@/components/charts/chart-tooltip';
import { useProgressFormat } from '../hooks/use-progress-format';
import { bandMessageId } from '../lib/bands';
import { bandChartData, type BandDatum } from '../lib/chart-data';

function BandShape(props: BarShapeProps) {
  const datum = props.payload as BandDatum | undefined;
  return <Rectangle {...props} fill={datum?.colour} radius={4} />;
}

export function BandChart({ bands }: { bands: BandCount[] }) {
  const intl = useIntl();
  const format = useProgressFormat();
  const data = useMemo(
    () => bandChartData(bands, (band: ScoreBand) => intl.formatMessage({ id: bandMessageId(band) })),
    [bands, intl],
  );
  const axes = axisDirection(format.rtl);
  const rangeText = (d: BandDatum) =>
    d.max === null
      ? intl.formatMessage({ id: 'progress.bands.rangeFrom' }, { min: format.number(d.min) })
      : intl.formatMessage({ id: 'progress.bands.range' }, { min: format.number(d.min), max: format.number(d.max) });
  const summary = data
    .map((d) => intl.formatMessage({ id: 'progress.bands.summaryItem' }, { band: d.label, count: d.count }))
    .join(intl.formatMessage({ id: 'progress.listSeparator' }));

  return (
    <ChartCard
      height="full"
      testId="progress-bands"
      title={<FormattedMessage id="progress.bands.title" />}
      description={<FormattedMessage id="progress.bands.description" />}
    >
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="4" alignItems="center">
        <Box gridColumn={{ md: 'span 3' }} h="56" minW="0" dir="ltr" role="img" aria-label={summary} data-testid="progress-bands-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ top: 4, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid {...CHART_GRID} horizontal={false} />
              <XAxis
                type="number"
                allowDecimals={false}
                reversed={axes.reversed}
                tick={CHART_TICK}
                tickFormatter={(value: number) => format.number(value)}
                stroke={CHART_COLOURS.grid}
              />
              <YAxis
                type="category"
                dataKey="label"
                orientation={axes.yOrientation}
                width={120}
                tick={CHART_TICK}
                stroke={CHART_COLOURS.grid}
                tickLine={false}
              />
              <Tooltip
                cursor={{ fill: CHART_COLOURS.cursor }}
                content={(args) => {
                  const datum = hoveredPoint<BandDatum>(args);
                  if (!datum) return null;
                  return (
                    <ChartTooltipBox
                      rtl={format.rtl}
                      title={datum.label}
                      subtitle={rangeText(datum)}
                      rows={[
                        {
                          key: 'count',
                          label: <FormattedMessage id="progress.bands.students" />,
                          value: `${format.number(datum.count)} (${format.percent(datum.share)})`,
                          colour: datum.colour,
                        },
                      ]}
                    />
                  );
                }}
              />
              <Bar dataKey="count" shape={BandShape} maxBarSize={28} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </Box>
        <Stack as="ul" gridColumn={{ md: 'span 2' }} gap="2" listStyleType="none" m="0" p="0" data-testid="progress-bands-legend">
          {data.map((d) => (
            <HStack as="li" key={d.band} gap="3" data-testid={`progress-band-${d.band}`} data-count={d.count}>
              <Box w="3" h="3" borderRadius="full" flexShrink={0} style={{ backgroundColor: d.colour }} aria-hidden />
              <Stack gap="0" flex="1" textAlign="start">
                <Text fontSize="sm" fontWeight="medium">
                  {d.label}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {rangeText(d)}
                </Text>
              </Stack>
              <Text fontSize="sm" fontWeight="semibold">
                <FormattedMessage id="progress.bands.count" values={{ count: d.count }} />
              </Text>
            </HStack>
          ))}
        </Stack>
      </SimpleGrid>
    </ChartCard>
  );
}
