// The VARK report's chart (recharts, loaded with this module only): one bar per modality, its
// height the number of times it was chosen (0..12). The style's modalities are in full colour,
// the others faded. In Arabic the bars run right to left with the scale on the right; the same
// numbers are in a hidden table for screen readers.
import { Box } from '@chakra-ui/react';
import { VARK_MODALITIES, VARK_QUESTION_IDS, type VarkModality } from '@shared/assessment-catalogue';
import type { VarkScores } from '@shared/vark-scoring';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_GRID, categoryAxisProps, valueAxisProps } from '@/components/charts/chart-axes';
import { CHART_COLOURS } from '@/components/charts/chart-colours';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartTooltipBox, hoveredPoint } from '@/components/charts/chart-tooltip';
import { MODALITY_COLOUR } from '../lib/modality-look';

interface Datum {
  modality: VarkModality;
  label: string;
  score: number;
  strong: boolean;
}

export default function VarkScoreChart({ scores, modalities }: { scores: VarkScores; modalities: readonly VarkModality[] }) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  const total = VARK_QUESTION_IDS.length;
  const data: Datum[] = VARK_MODALITIES.map((modality) => ({
    modality,
    label: intl.formatMessage({ id: `assessments.modality.${modality}` }),
    score: scores[modality] ?? 0,
    strong: modalities.includes(modality),
  }));
  const scoreText = (score: number) => intl.formatMessage({ id: 'assessments.varkReport.score' }, { score, total });

  return (
    <>
      <Box h="64" minW="0" dir="ltr" aria-hidden data-testid="vark-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid {...CHART_GRID} vertical={false} />
            <XAxis {...categoryAxisProps(rtl, { dataKey: 'label', tickFormatter: (value) => value, minTickGap: 4 })} interval={0} />
            <YAxis {...valueAxisProps(rtl, { tickFormatter: (value) => intl.formatNumber(value), width: 32 })} domain={[0, total]} />
            <Tooltip
              cursor={{ fill: CHART_COLOURS.cursor }}
              content={(args) => {
                const datum = hoveredPoint<Datum>(args);
                if (!datum) return null;
                return (
                  <ChartTooltipBox
                    rtl={rtl}
                    title={datum.label}
                    rows={[{ key: 'score', label: intl.formatMessage({ id: 'assessments.varkReport.chartTitle' }), value: scoreText(datum.score), colour: MODALITY_COLOUR[datum.modality] }]}
                  />
                );
              }}
            />
            <Bar dataKey="score" radius={[6, 6, 0, 0]} maxBarSize={56} isAnimationActive={false}>
              {data.map((datum) => (
                <Cell key={datum.modality} fill={MODALITY_COLOUR[datum.modality]} fillOpacity={datum.strong ? 1 : 0.4} data-testid={`vark-bar-${datum.modality}`} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <ChartDataTable
        caption={intl.formatMessage({ id: 'assessments.varkReport.chartTitle' })}
        columns={[intl.formatMessage({ id: 'assessments.varkReport.styleColumn' }), intl.formatMessage({ id: 'assessments.varkReport.scoreColumn' })]}
        rows={data.map((datum) => ({ key: datum.modality, cells: [datum.label, scoreText(datum.score)] }))}
      />
    </>
  );
}
