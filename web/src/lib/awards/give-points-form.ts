// The give-points dialog's checks, before anything is sent: the same rules and error codes as the
// server (givePointsSchema: whole points 1..100, a reason of 1..200 characters, 1..50 students).
// Pure, so it unit-tests without a DOM.
import { AWARDS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';

export interface GivePointsForm {
  points: string;
  reason: string;
  studentIds: readonly string[];
}

export type GivePointsFieldErrors = Partial<Record<'points' | 'reason' | 'students', ErrorCode>>;

/**
 * The points typed, or null when they are not a whole number from 1 to 100 ("1e2", "5.0", "-3"
 * are not). Arabic-Indic and Persian digits count as digits.
 */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim().replace(/[٠-٩۰-۹]/g, (digit) => String(digit.charCodeAt(0) % 16));
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= AWARDS.minPoints && value <= AWARDS.maxPoints ? value : null;
}

export function checkGivePoints(form: GivePointsForm): GivePointsFieldErrors {
  const errors: GivePointsFieldErrors = {};
  if (parsePoints(form.points) === null) errors.points = 'awards/invalid-points';
  const reason = form.reason.trim();
  if (reason.length === 0 || reason.length > AWARDS.reasonMaxLength) errors.reason = 'awards/reason-required';
  if (form.studentIds.length === 0 || form.studentIds.length > AWARDS.maxStudentsPerGrant) errors.students = 'awards/students-required';
  return errors;
}

/** A key of what would be sent: the same form submitted again is a retry of one operation. */
export const formKey = (form: GivePointsForm): string =>
  JSON.stringify([parsePoints(form.points), form.reason.trim(), [...form.studentIds].sort()]);
