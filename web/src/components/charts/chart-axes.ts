// The recharts setup the charts share, as props to spread (no recharts code here, so the
// library still loads only with the chart modules). The SVG is laid out left to right so
// recharts' text anchors hold; in Arabic the axes carry the direction instead: the category
// axis runs right to left and the value scale stands on the right.
import type { XAxisProps, YAxisProps } from 'recharts';
import { CHART_COLOURS } from './chart-colours';

export function axisDirection(rtl: boolean): { reversed: boolean; yOrientation: 'left' | 'right' } {
  return { reversed: rtl, yOrientation: rtl ? 'right' : 'left' };
}

export const CHART_TICK = { fill: CHART_COLOURS.tick, fontSize: 12 } as const;

/** Dashed lines along the value scale (`vertical={false}` on a CartesianGrid). */
export const CHART_GRID = { stroke: CHART_COLOURS.grid, strokeDasharray: '3 3' } as const;

/** The category axis along the bottom (weeks, days, courses, bands). */
export function categoryAxisProps(
  rtl: boolean,
  { dataKey, tickFormatter, minTickGap = 12 }: { dataKey: string; tickFormatter: (value: string) => string; minTickGap?: number },
): XAxisProps {
  return {
    dataKey,
    reversed: axisDirection(rtl).reversed,
    tickFormatter,
    tick: CHART_TICK,
    stroke: CHART_COLOURS.grid,
    interval: 'preserveStartEnd',
    minTickGap,
  };
}

/** The value scale at the reading start, whole numbers in the locale's compact notation unless told. */
export function valueAxisProps(rtl: boolean, { tickFormatter, width = 48 }: { tickFormatter: (value: number) => string; width?: number }): YAxisProps {
  return {
    orientation: axisDirection(rtl).yOrientation,
    allowDecimals: false,
    width,
    tick: CHART_TICK,
    tickFormatter,
    stroke: CHART_COLOURS.grid,
  };
}
