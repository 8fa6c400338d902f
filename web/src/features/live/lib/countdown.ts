// The question timer from the session's server instants (closes_at_ms). The local clock may be
// a little off, so what is left is clamped to the question's time limit. Pure.
export interface Timed {
  openedAtMs: number;
  closesAtMs: number;
  timeLimitS: number;
}

function totalMs(question: Timed): number {
  const limit = question.timeLimitS * 1000;
  if (limit > 0) return limit;
  return Math.max(0, question.closesAtMs - question.openedAtMs);
}

/** Milliseconds left, between 0 and the time limit. */
export function remainingMs(question: Timed, nowMs: number): number {
  return Math.min(totalMs(question), Math.max(0, question.closesAtMs - nowMs));
}

/** Whole seconds to show: 2.1 s left shows 3, 0 only when the time is up. */
export function secondsLeft(question: Timed, nowMs: number): number {
  return Math.ceil(remainingMs(question, nowMs) / 1000);
}

/** The share of the time left, 1 at the start, 0 at the end. */
export function fractionLeft(question: Timed, nowMs: number): number {
  const total = totalMs(question);
  return total === 0 ? 0 : remainingMs(question, nowMs) / total;
}

export function isTimeUp(question: Timed, nowMs: number): boolean {
  return nowMs >= question.closesAtMs;
}
