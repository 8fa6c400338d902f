// How a notification shows (pure): its text's values from the stored params (a badge's name in
// the reader's language, every other param as stored, missing ones empty), the relative time,
// the unread count as the bell shows it, and where a click leads (a class link selects its class).
import { NOTIFICATION_KINDS, type NotificationDto, type NotificationKind } from '@shared/schemas/notification';

/** The params each kind's text uses: a missing one renders empty instead of failing the message. */
const PARAMS: Record<NotificationKind, readonly string[]> = {
  class_invitation: ['class_name', 'inviter_name'],
  centre_invitation: ['centre_name'],
  join_approved: ['class_name'],
  challenge_assigned: ['challenge_title', 'class_name'],
  challenge_graded: ['challenge_title', 'class_name', 'score', 'max_score', 'percent'],
  product_approved: ['product_title'],
  product_rejected: ['product_title', 'reason'],
  product_sold: ['product_title', 'earnings'],
  payout_paid: ['sparks', 'riyals'],
  course_published: ['course_title'],
  course_rejected: ['course_title', 'reason'],
  badge_earned: ['name', 'points'],
  certificate_issued: ['course_title'],
  inquiry_received: ['kind', 'name'],
};

export const isNotificationKind = (kind: unknown): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly unknown[]).includes(kind);

/** Counts the texts pick a plural form for: numbers, not text. */
const COUNTS = new Set(['earnings', 'sparks', 'points']);

export function notificationValues(notification: Pick<NotificationDto, 'kind' | 'params'>, locale: string): Record<string, string | number> {
  const params = notification.params ?? {};
  const values: Record<string, string | number> = {};
  for (const key of PARAMS[notification.kind] ?? []) {
    values[key] = COUNTS.has(key) ? Number(params[key]) || 0 : (params[key] ?? '');
  }
  if (notification.kind === 'badge_earned') {
    const arabic = locale.startsWith('ar');
    values.name = (arabic ? params.name_ar : params.name_en) || params.name_en || params.name_ar || '';
  }
  if (notification.kind === 'inquiry_received') values.kind = params.kind === 'enterprise' ? 'enterprise' : 'other';
  return values;
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const STEPS: [RelativeUnit, number][] = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity],
];

/** "3 hours ago" as Intl.RelativeTimeFormat wants it: a negative value in the largest fitting unit. */
export function relativeTime(at: number, now: number): { value: number; unit: RelativeUnit } {
  let amount = Math.max(0, now - at) / 1000;
  for (const [unit, size] of STEPS) {
    if (amount < size) return { value: -Math.floor(amount), unit };
    amount /= size;
  }
  return { value: -Math.floor(amount), unit: 'year' };
}

/** The bell's count: the live query reads one more than the cap, so "99+" means more than 99. */
export function unreadLabel(count: number, cap: number, format: (n: number) => string): string {
  return count > cap ? `${format(cap)}+` : format(count);
}

/**
 * Where a click leads: only app paths (a stored link never leaves the site). `?class=` names
 * the class the classroom screens should show: returned apart, for the caller to select it.
 */
export function notificationTarget(link: string): { path: string; classId: string | null } {
  if (!link.startsWith('/') || link.startsWith('//')) return { path: '/notification', classId: null };
  const url = new URL(link, 'https://app.invalid');
  const classId = url.searchParams.get('class');
  if (classId === null) return { path: link, classId: null };
  url.searchParams.delete('class');
  const search = url.searchParams.toString();
  return { path: `${url.pathname}${search ? `?${search}` : ''}${url.hash}`, classId };
}
