// The questionnaires' bookkeeping, shared by the VARK and personality screens: which questions
// are answered, which one to show when something is missing, the pages of a paged list, and a
// new submission id (one per attempt, so a retry of the same answers is never counted twice).
import { VARK_MODALITIES, type VarkModality } from '@shared/assessment-catalogue';
import { ApiRequestError } from '@/lib/api-client';

type Answer = string | readonly string[] | undefined;

const answered = (answer: Answer) => (Array.isArray(answer) ? answer.length > 0 : answer !== undefined && answer !== '');

export function answeredCount(ids: readonly string[], answers: Readonly<Record<string, Answer>>): number {
  return ids.filter((id) => answered(answers[id])).length;
}

/** The index of the first question without an answer, or -1 when all are answered. */
export function firstUnanswered(ids: readonly string[], answers: Readonly<Record<string, Answer>>): number {
  return ids.findIndex((id) => !answered(answers[id]));
}

/** Ticks or unticks one modality of a VARK question; the choices stay in catalogue order. */
export function toggleModality(
  answers: Readonly<Record<string, VarkModality[]>>,
  questionId: string,
  modality: VarkModality,
): Record<string, VarkModality[]> {
  const current = answers[questionId] ?? [];
  const next = current.includes(modality) ? current.filter((m) => m !== modality) : [...current, modality];
  return { ...answers, [questionId]: VARK_MODALITIES.filter((m) => next.includes(m)) };
}

/** Splits the ids into pages of `size`. */
export function pagesOf<T>(ids: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < ids.length; start += size) pages.push(ids.slice(start, start + size));
  return pages;
}

/** A client id for a submission (8-64 of [A-Za-z0-9_-], the shared clientId rule). */
export function newSubmissionId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * The order a VARK question shows its options: the catalogue order turned by the question's
 * position, so the same modality is not always first (the same order every time).
 */
export function optionOrder(index: number): VarkModality[] {
  const shift = ((index % VARK_MODALITIES.length) + VARK_MODALITIES.length) % VARK_MODALITIES.length;
  return [...VARK_MODALITIES.slice(shift), ...VARK_MODALITIES.slice(0, shift)];
}

/** Sparks still needed after a refused charge (402 wallet/insufficient-sparks, values.needed), else null. */
export function sparksNeeded(error: unknown, cost: number): number | null {
  if (!(error instanceof ApiRequestError) || (error.code !== 'wallet/insufficient-sparks' && error.status !== 402)) return null;
  const raw = error.values?.needed;
  const needed = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(needed) && needed > 0 ? needed : cost;
}
