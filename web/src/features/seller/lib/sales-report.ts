// The sales report shaped for the screen: one point per UTC day of the chosen window (the
// server sends only the days that had sales), oldest first, zeros kept.
import type { SalesReport } from '@shared/schemas/market';

export const SALES_WINDOWS = [7, 30, 90] as const;
export type SalesWindow = (typeof SALES_WINDOWS)[number];
export const DEFAULT_WINDOW: SalesWindow = 30;

export function salesWindowOf(value: string | null): SalesWindow {
  const days = Number(value);
  return (SALES_WINDOWS as readonly number[]).includes(days) ? (days as SalesWindow) : DEFAULT_WINDOW;
}

export interface DayPoint {
  /** YYYY-MM-DD (UTC). */
  date: string;
  sales_count: number;
  gross: number;
  commission: number;
  earnings: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function fillDays(byDay: SalesReport['by_day'], days: number, now: number): DayPoint[] {
  const known = new Map(byDay.map((day) => [day.date, day]));
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const points: DayPoint[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = new Date(today - offset * DAY_MS).toISOString().slice(0, 10);
    const day = known.get(date);
    points.push({
      date,
      sales_count: day?.sales_count ?? 0,
      gross: day?.gross ?? 0,
      commission: day?.commission ?? 0,
      earnings: day?.earnings ?? 0,
    });
  }
  return points;
}

export function hasSales(report: SalesReport): boolean {
  return report.totals.sales_count > 0 || report.recent.length > 0;
}
