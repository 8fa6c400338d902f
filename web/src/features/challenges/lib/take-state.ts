// Taking a challenge: the answers as typed, which questions still lack one ('Please answer
// all questions before proceeding'), paging one question at a time, what is sent, and the
// draft kept in localStorage (per student, class and challenge) so leaving the challenge, a
// reload or a closed tab does not lose what was typed. Pure.
import { DRAFT_MAX_AGE_MS, draftKey } from '@/lib/challenges/drafts';

export type Answers = Readonly<Record<string, string>>;
export type TakeMode = 'single' | 'all';

export const isAnswered = (answer: string | undefined): boolean => typeof answer === 'string' && answer.trim() !== '';

/** The ids of the questions without an answer, in quiz order. */
export function unansweredIds(questions: readonly { id: string }[], answers: Answers): string[] {
  return questions.filter((question) => !isAnswered(answers[question.id])).map((question) => question.id);
}

/** The answers to send: every question's answer, trimmed (nothing for unknown ids). */
export function answersToSend(questions: readonly { id: string }[], answers: Answers): Record<string, string> {
  const result: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (isAnswered(answer)) result[question.id] = answer!.trim();
  }
  return result;
}

/**
 * Practice with feedback after each question: the API scores a whole set, so questions not
 * answered yet are sent with a placeholder (and their results are not shown).
 */
export const PRACTICE_PLACEHOLDER = '-';
export function practiceAnswers(questions: readonly { id: string }[], answers: Answers): Record<string, string> {
  const result: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    result[question.id] = isAnswered(answer) ? answer!.trim() : PRACTICE_PLACEHOLDER;
  }
  return result;
}

/** A page index kept inside 0..count-1. */
export function clampPage(page: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(page)), count - 1);
}

/** Whether the "proceed" gate lets the student leave the current page forward. */
export function canProceed(question: { id: string } | undefined, answers: Answers): boolean {
  return question === undefined || isAnswered(answers[question.id]);
}

/** Progress for the bar: answered of total. */
export function progress(questions: readonly { id: string }[], answers: Answers): { answered: number; total: number } {
  return { answered: questions.length - unansweredIds(questions, answers).length, total: questions.length };
}

// ── Drafts ──────────────────────────────────────────────────────────────────────────────

// The key and the kept age live in lib (the home page lists the drafts too).
export { draftKey, DRAFT_MAX_AGE_MS };

/** How long after typing the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 500;
const DRAFT_ANSWER_MAX = 5000;

/** The stored form of a draft ({ v: 1, saved_at, answers }); null when nothing is answered
 *  (the caller then removes the key instead of keeping an empty draft). */
export function serializeDraft(answers: Answers, now: number): string | null {
  const kept: Record<string, string> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (isAnswered(value)) kept[id] = value.slice(0, DRAFT_ANSWER_MAX);
  }
  if (Object.keys(kept).length === 0) return null;
  return JSON.stringify({ v: 1, saved_at: now, answers: kept });
}

/** A stored draft read back: only string answers for the given questions, nothing when it is
 *  older than DRAFT_MAX_AGE_MS. Also reads the older flat form ({ questionId: answer }). */
export function parseDraft(raw: string | null, questionIds: readonly string[], now: number = Date.now()): Record<string, string> {
  if (!raw) return {};
  try {
    const data = JSON.parse(raw) as unknown;
    if (!isRecord(data)) return {};
    let answers: Record<string, unknown> = data;
    if (data.v === 1) {
      if (typeof data.saved_at !== 'number' || now - data.saved_at > DRAFT_MAX_AGE_MS || !isRecord(data.answers)) return {};
      answers = data.answers;
    }
    const ids = new Set(questionIds);
    const result: Record<string, string> = {};
    for (const [id, value] of Object.entries(answers)) {
      if (ids.has(id) && typeof value === 'string') result[id] = value.slice(0, DRAFT_ANSWER_MAX);
    }
    return result;
  } catch {
    return {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** A fill-in-the-blank text split around its blank(s), for showing the blank as a gap. */
export function splitBlank(text: string, blank = '____'): string[] {
  return text.split(blank);
}
