// Score bands on screen (spec 000: excellent 90+, good 75-89, satisfactory 60-74, needs
// improvement below 60; the boundaries come from the shared scoreBand()). Each band has one
// colour, used by its badge (a Chakra palette) and its chart bar (a hex that reads on light and
// dark backgrounds alike).
import { SCORE_BANDS, scoreBand, type ScoreBand } from '@shared/constants';

export const BAND_ORDER: readonly ScoreBand[] = SCORE_BANDS.map((band) => band.id);

interface BandLook {
  /** Chakra colour palette for badges. */
  palette: 'green' | 'blue' | 'orange' | 'red' | 'gray';
  /** Fill of the chart bar and its legend swatch. */
  chart: string;
}

const LOOKS: Record<ScoreBand, BandLook> = {
  excellent: { palette: 'green', chart: '#16a34a' },
  good: { palette: 'blue', chart: '#2563eb' },
  satisfactory: { palette: 'orange', chart: '#d97706' },
  needs_improvement: { palette: 'red', chart: '#dc2626' },
};

/** The colour a chart draws for bands it does not know (never expected). */
export const UNKNOWN_BAND_COLOUR = '#94a3b8';

export function bandLook(band: ScoreBand | null | undefined): BandLook {
  return (band && LOOKS[band]) || { palette: 'gray', chart: UNKNOWN_BAND_COLOUR };
}

export function bandColour(band: ScoreBand | null | undefined): string {
  return bandLook(band).chart;
}

/** The band's translated name (progress.band.<id>). */
export function bandMessageId(band: ScoreBand): string {
  return `progress.band.${band}`;
}

/** The band of a percent, or null when there is none yet. */
export function bandOf(percent: number | null | undefined): ScoreBand | null {
  return typeof percent === 'number' && Number.isFinite(percent) ? scoreBand(percent) : null;
}

/** The range a band covers, e.g. { min: 75, max: 89 }; max null for the top band. */
export function bandRange(band: ScoreBand): { min: number; max: number | null } {
  const index = SCORE_BANDS.findIndex((b) => b.id === band);
  const min = SCORE_BANDS[index]?.min ?? 0;
  return { min, max: index <= 0 ? null : SCORE_BANDS[index - 1]!.min - 1 };
}
