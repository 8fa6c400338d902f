// The give-points dialog's checks, before anything is sent: the same rules and error codes as the
// server (givePointsSchema: whole points 1..100, a reason of 1..200 characters, 1..50 students).
// Pure, so it unit-tests without a DOM.
import { AWARDS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { PointSource } from '@shared/schemas/awards';
import type { GivePointsRequest } from './give-points';

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

/**
 * Who is ticked when the dialog opens: one recipient is always chosen; of several, those in
 * `initiallySelected` (the live podium), or all of them when it is not given (members, class).
 */
export function initialSelection(recipientIds: readonly string[], initiallySelected?: readonly string[]): string[] {
  if (recipientIds.length <= 1 || !initiallySelected) return [...recipientIds];
  return recipientIds.filter((uid) => initiallySelected.includes(uid));
}

/** Ticks or unticks one student (ticked ones go last, none twice). */
export const toggleStudent = (selected: readonly string[], uid: string, checked: boolean): string[] =>
  checked ? [...selected.filter((id) => id !== uid), uid] : selected.filter((id) => id !== uid);

/** "Select all" ticks everyone; once everyone is ticked, "Clear all" unticks them. */
export const toggleAll = (selected: readonly string[], recipientIds: readonly string[]): string[] =>
  selected.length === recipientIds.length ? [] : [...recipientIds];

export interface GivePointsTarget {
  operationId: string;
  classId: string;
  source: PointSource;
  /** The challenge or live session; ignored for the members list. */
  sourceId: string | null;
}

/** The body of POST /awards/points for a checked form (checkGivePoints found nothing). */
export function givePointsRequest(form: GivePointsForm, target: GivePointsTarget): GivePointsRequest {
  return {
    operation_id: target.operationId,
    class_id: target.classId,
    student_ids: [...form.studentIds],
    points: parsePoints(form.points)!,
    reason: form.reason.trim(),
    source: target.source,
    source_id: target.source === 'members' ? null : target.sourceId,
  };
}
