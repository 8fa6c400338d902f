// The due date field: a datetime-local value (the teacher's own clock) to and from the API's
// ISO instant, and whether it is still ahead. Pure.

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a datetime-local value in the browser's time zone ("2025-03-01T14:30"). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant, or null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Whether an ISO instant is after `now`. */
export function isFuture(iso: string, now: number = Date.now()): boolean {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && time > now;
}

/** A default due date: a week from now at 23:59, as a datetime-local value. */
export function defaultDueInput(now: Date = new Date()): string {
  const date = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  date.setHours(23, 59, 0, 0);
  return toLocalInput(date);
}

/** Whether a due date has passed. */
export function isOverdue(dueAt: string | null, now: number = Date.now()): boolean {
  if (!dueAt) return false;
  const time = Date.parse(dueAt);
  return !Number.isNaN(time) && time < now;
}
