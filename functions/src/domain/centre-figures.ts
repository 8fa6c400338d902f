// The training centre area's arithmetic (docs/centres.md, "The area"): the weekly series of
// the overview, quiz score bands, completion rates and averages. Pure.
import { SCORE_BANDS, type CentreWeek, type ScoreBand } from '../shared/schemas/centre-area';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 UTC that starts the week of `ms`. */
export function weekStartMs(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: getUTCDay() is 0 for Sunday.
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

export interface SeriesEvents {
  enrolledMs: readonly (number | null)[];
  completedMs: readonly (number | null)[];
  spent: readonly { ms: number | null; amount: number }[];
}

/** The last `weeks` weeks up to the one of `nowMs`, oldest first; events outside are left out. */
export function weeklySeries(nowMs: number, events: SeriesEvents, weeks = 12): CentreWeek[] {
  const last = weekStartMs(nowMs);
  const first = last - (weeks - 1) * WEEK_MS;
  const series: CentreWeek[] = Array.from({ length: weeks }, (_, i) => ({
    week_start: new Date(first + i * WEEK_MS).toISOString().slice(0, 10),
    enrollments: 0,
    completions: 0,
    sparks_spent: 0,
  }));
  const slot = (ms: number | null): CentreWeek | undefined => {
    if (ms === null || !Number.isFinite(ms) || ms < first || ms >= last + WEEK_MS) return undefined;
    return series[Math.floor((ms - first) / WEEK_MS)];
  };
  for (const ms of events.enrolledMs) {
    const week = slot(ms);
    if (week) week.enrollments += 1;
  }
  for (const ms of events.completedMs) {
    const week = slot(ms);
    if (week) week.completions += 1;
  }
  for (const { ms, amount } of events.spent) {
    const week = slot(ms);
    if (week && Number.isFinite(amount)) week.sparks_spent += amount;
  }
  return series;
}

/** A graded percent's band; out-of-range values are clamped to 0-100 first. */
export function centreScoreBand(percent: number): ScoreBand {
  const p = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  if (p >= 90) return '90-100';
  if (p >= 70) return '70-89';
  if (p >= 50) return '50-69';
  return '0-49';
}

/** How many percents fall in each band, lowest band first (every band present). */
export function scoreBandCounts(percents: readonly number[]): { band: ScoreBand; count: number }[] {
  const counts = new Map<ScoreBand, number>(SCORE_BANDS.map((band) => [band, 0]));
  for (const p of percents) {
    const band = centreScoreBand(p);
    counts.set(band, (counts.get(band) ?? 0) + 1);
  }
  return SCORE_BANDS.map((band) => ({ band, count: counts.get(band) ?? 0 }));
}

/** completions / enrollments in whole percent; 0 without enrolments, never above 100. */
export function completionRate(enrollments: number, completions: number): number {
  if (!(enrollments > 0)) return 0;
  return Math.min(100, Math.round((Math.max(0, completions) / enrollments) * 100));
}

/** The whole-number mean, or null for an empty list. */
export function wholeMean(values: readonly number[]): number | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  return Math.round(finite.reduce((sum, v) => sum + v, 0) / finite.length);
}

/** Whether `text` matches a search (case-insensitive, spaces collapsed); an empty search matches all. */
export function matchesSearch(search: string | undefined, ...texts: readonly string[]): boolean {
  const norm = (s: string) => s.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
  const needle = norm(search ?? '');
  return needle === '' || texts.some((t) => norm(t).includes(needle));
}
