// The chart's legend, outside the lazily loaded chart module (so recharts loads only with the chart).
export const CHART_LEGEND = [
  { key: 'earnings', label: 'seller.sales.chart.earnings', colour: 'var(--chakra-colors-brand-solid, #9575cd)' },
  { key: 'sales', label: 'seller.sales.chart.sales', colour: 'var(--chakra-colors-orange-solid, #ea580c)' },
] as const;
