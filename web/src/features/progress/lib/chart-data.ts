// Chart rows for the Progress tab, shaped from the analytics answers: the band distribution
// (all four bands, best first, zeros kept) and the trends (one point per challenge, in date
// order as the server sends them). Labels are handed in so this stays free of React and intl.
import type { ScoreBand } from '@shared/constants';
import type { BandCount, ClassTrendPoint, StudentTrendPoint } from '@shared/schemas/analytics';
import { BAND_ORDER, bandColour, bandRange } from './bands';

export interface BandDatum {
  band: ScoreBand;
  label: string;
  count: number;
  /** Share of the students with an average, in percent (0 when there are none). */
  share: number;
  colour: string;
  min: number;
  max: number | null;
}

/** Every band in the spec's order, zero when the answer left one out. */
export function bandChartData(bands: readonly BandCount[], label: (band: ScoreBand) => string): BandDatum[] {
  const counts = new Map(bands.map((b) => [b.band, b.count]));
  const total = BAND_ORDER.reduce((sum, band) => sum + (counts.get(band) ?? 0), 0);
  return BAND_ORDER.map((band) => {
    const count = counts.get(band) ?? 0;
    return {
      band,
      label: label(band),
      count,
      share: total === 0 ? 0 : Math.round((count / total) * 1000) / 10,
      colour: bandColour(band),
      ...bandRange(band),
    };
  });
}

export interface ClassTrendDatum {
  key: string;
  title: string;
  /** The short date under the point. */
  axisLabel: string;
  average: number | null;
  submissions: number;
  graded: number;
}

export function classTrendData(trend: readonly ClassTrendPoint[], formatDate: (iso: string) => string): ClassTrendDatum[] {
  return trend.map((point) => ({
    key: point.challenge_id,
    title: point.title,
    axisLabel: formatDate(point.date),
    average: point.average_percent,
    submissions: point.submissions,
    graded: point.graded,
  }));
}

/** True when at least one point has a value to draw. */
export function hasTrendValues(data: readonly { average?: number | null; percent?: number | null }[]): boolean {
  return data.some((d) => typeof (d.average ?? d.percent) === 'number');
}

export interface StudentTrendDatum {
  key: string;
  title: string;
  axisLabel: string;
  percent: number;
  classAverage: number | null;
}

export function studentTrendData(trend: readonly StudentTrendPoint[], formatDate: (iso: string) => string): StudentTrendDatum[] {
  return trend.map((point) => ({
    key: point.challenge_id,
    title: point.title,
    axisLabel: formatDate(point.date),
    percent: point.percent,
    classAverage: point.class_average,
  }));
}

/** One decimal at most, as the server rounds; "—" is left to the caller for null. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}
