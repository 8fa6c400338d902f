// The timeline's days: items (newest first) grouped under their local calendar day. Pure.
import type { ActivityItem } from '@shared/schemas/me';

export interface ActivityDay {
  /** YYYY-MM-DD in the given time zone offset's local day. */
  day: string;
  items: ActivityItem[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of an ISO time (the browser's zone unless told). */
export function localDay(iso: string, zone?: (date: Date) => { y: number; m: number; d: number }): string {
  const date = new Date(iso);
  const parts = zone ? zone(date) : { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() };
  return `${parts.y}-${pad(parts.m)}-${pad(parts.d)}`;
}

export function groupByDay(items: readonly ActivityItem[], zone?: (date: Date) => { y: number; m: number; d: number }): ActivityDay[] {
  const days: ActivityDay[] = [];
  for (const item of items) {
    const day = localDay(item.at, zone);
    const last = days[days.length - 1];
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}
