// A signed-out visitor's VARK answers (docs/assessments.md "Signed-out visitors"), kept in
// localStorage for up to a week until the next sign-up or log-in submits them. Only the answers
// are kept: the report scores them with the server's own pure function, so both always agree.
import { VARK_MODALITIES, VARK_QUESTION_IDS, type VarkModality } from '@shared/assessment-catalogue';

export const PENDING_VARK_KEY = 'sparks.pendingVark';

export type VarkAnswers = Record<string, VarkModality[]>;

export interface PendingVark {
  submission_id: string;
  answers: VarkAnswers;
  /** ISO 8601. */
  taken_at: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function local(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser
  }
}

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Older answers are not claimed: on a shared computer they are likely someone else's. */
export const PENDING_VARK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The kept answers when they are complete and well formed; anything else counts as none. */
export function parsePendingVark(raw: string | null, now = Date.now()): PendingVark | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { submission_id, answers, taken_at } = value as Record<string, unknown>;
  if (typeof submission_id !== 'string' || !SUBMISSION_ID.test(submission_id)) return null;
  if (typeof taken_at !== 'string' || Number.isNaN(Date.parse(taken_at))) return null;
  if (now - Date.parse(taken_at) > PENDING_VARK_MAX_AGE_MS) return null;
  if (typeof answers !== 'object' || answers === null) return null;
  const given = answers as Record<string, unknown>;
  const clean: VarkAnswers = {};
  for (const id of VARK_QUESTION_IDS) {
    const chosen = given[id];
    if (!Array.isArray(chosen) || chosen.length === 0) return null;
    if (!chosen.every((m) => (VARK_MODALITIES as readonly unknown[]).includes(m))) return null;
    clean[id] = VARK_MODALITIES.filter((m) => chosen.includes(m));
  }
  return { submission_id, answers: clean, taken_at };
}

export function readPendingVark(store: StorageLike | null = local()): PendingVark | null {
  try {
    return parsePendingVark(store?.getItem(PENDING_VARK_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writePendingVark(pending: PendingVark, store: StorageLike | null = local()): void {
  try {
    store?.setItem(PENDING_VARK_KEY, JSON.stringify(pending));
  } catch {
    // quota or privacy mode: the report still shows this time, nothing is kept
  }
}

export function clearPendingVark(store: StorageLike | null = local()): void {
  try {
    store?.removeItem(PENDING_VARK_KEY);
  } catch {
    // nothing to clear
  }
}
