// Shapes the area's answers for the screens: the weekly series (oldest first, one row per
// week), courses by status in a fixed order, quiz score bands with zeros kept, class search.
// Labels are handed in, so this stays free of React and intl.
import { COURSE_STATUSES, type CourseStatus } from '@shared/constants';
import { SCORE_BANDS, type CentreClass, type CentreWeek, type CoursesByStatus, type ScoreBand } from '@shared/schemas/centre-area';

/** The order the overview lists statuses in: the enterprise workflow's order. */
export const STATUS_ORDER: readonly CourseStatus[] = ['Draft', 'Assigned', 'In Review', 'Published', 'Rejected'];

/** Message id suffix of a status ("In Review" -> "inReview"). */
export function statusKey(status: CourseStatus): string {
  const [first = '', ...rest] = status.split(' ');
  return first.toLowerCase() + rest.join('');
}

export function statusRows(counts: Partial<CoursesByStatus> | undefined): { status: CourseStatus; count: number }[] {
  const known = STATUS_ORDER.filter((status) => (COURSE_STATUSES as readonly string[]).includes(status));
  return known.map((status) => ({ status, count: safeCount(counts?.[status]) }));
}

export function totalCourses(counts: Partial<CoursesByStatus> | undefined): number {
  return statusRows(counts).reduce((sum, row) => sum + row.count, 0);
}

function safeCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export interface WeekRow extends CentreWeek {
  /** The short label under the week (its Monday). */
  label: string;
}

/** The weeks oldest first, duplicates merged, counts made safe. */
export function weekRows(series: readonly CentreWeek[] | undefined, label: (weekStart: string) => string): WeekRow[] {
  const byWeek = new Map<string, CentreWeek>();
  for (const week of series ?? []) {
    if (!week || typeof week.week_start !== 'string') continue;
    const held = byWeek.get(week.week_start);
    byWeek.set(week.week_start, {
      week_start: week.week_start,
      enrollments: safeCount(week.enrollments) + (held?.enrollments ?? 0),
      completions: safeCount(week.completions) + (held?.completions ?? 0),
      sparks_spent: safeCount(week.sparks_spent) + (held?.sparks_spent ?? 0),
    });
  }
  return [...byWeek.values()]
    .sort((a, b) => a.week_start.localeCompare(b.week_start))
    .map((week) => ({ ...week, label: label(week.week_start) }));
}

/** Whether anything happened in the weeks shown (else the charts give way to an empty state). */
export function hasActivity(rows: readonly CentreWeek[], key?: 'enrollments' | 'completions' | 'sparks_spent'): boolean {
  return rows.some((row) =>
    key ? row[key] > 0 : row.enrollments > 0 || row.completions > 0 || row.sparks_spent > 0,
  );
}

/** Every band, lowest first, zero when the answer left one out. */
export function bandRows(bands: readonly { band: ScoreBand; count: number }[] | undefined): { band: ScoreBand; count: number }[] {
  const counts = new Map((bands ?? []).map((b) => [b.band, safeCount(b.count)]));
  return SCORE_BANDS.map((band) => ({ band, count: counts.get(band) ?? 0 }));
}

/** Message id suffix of a band ("0-49" -> "b0_49"). */
export function bandKey(band: ScoreBand): string {
  return `b${band.replace('-', '_')}`;
}

/** Lower case, no Arabic diacritics or tatweel, alef/yeh/teh marbuta forms folded. */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\p{Mn}\u0640]/gu, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .trim();
}

/** The classes a search matches (name, teacher or course field), most recently active first. */
export function filterClasses(classes: readonly CentreClass[], query: string): CentreClass[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const matching = classes.filter((cls) => {
    const text = foldText([cls.name, cls.teacher_name, cls.course_field ?? ''].join(' '));
    return words.every((word) => text.includes(word));
  });
  const time = (cls: CentreClass) => {
    const at = Date.parse(cls.last_activity_at ?? cls.created_at ?? '');
    return Number.isNaN(at) ? 0 : at;
  };
  return matching.sort((a, b) => time(b) - time(a) || a.name.localeCompare(b.name));
}
