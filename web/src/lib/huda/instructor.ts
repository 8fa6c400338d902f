// The personal AI instructor's API (docs/assessments.md, "Personal AI instructor"), for the
// study hub's panel: the caller's mistakes, a session (one Huda answer), practising it.
import type { InstructorPracticeResult, InstructorSession, MistakeDto } from '@shared/schemas/huda-instructor';
import { apiRequest } from '@/lib/api-client';

export const MISTAKES_FAILED = { id: 'instructor.mistakesFailed', defaultMessage: 'Your mistakes could not be loaded.' };
export const EXPLAIN_FAILED = { id: 'instructor.explainFailed', defaultMessage: 'Huda could not explain your mistakes. Please try again.' };
export const PRACTICE_FAILED = { id: 'instructor.practiceFailed', defaultMessage: 'Your answers could not be checked. Please try again.' };

/** The last session opened, so the panel shows it again after a reload. */
const LAST_SESSION_KEY = 'sparks.instructorSession';

export async function listMistakes(signal?: AbortSignal): Promise<MistakeDto[]> {
  return (await apiRequest<{ data: MistakeDto[] }>('GET', '/huda/instructor/mistakes', { signal })).data;
}

export async function createInstructorSession(body: { request_id: string; language: 'ar' | 'en' }): Promise<InstructorSession> {
  const session = (await apiRequest<{ data: InstructorSession }>('POST', '/huda/instructor/sessions', { body })).data;
  try {
    localStorage.setItem(LAST_SESSION_KEY, session.id);
  } catch {
    // Private mode: the session just is not remembered.
  }
  return session;
}

export async function getInstructorSession(id: string, signal?: AbortSignal): Promise<InstructorSession> {
  return (await apiRequest<{ data: InstructorSession }>('GET', `/huda/instructor/sessions/${encodeURIComponent(id)}`, { signal })).data;
}

export async function practiseInstructorSession(id: string, answers: Record<string, string>): Promise<InstructorPracticeResult> {
  return (await apiRequest<{ data: InstructorPracticeResult }>('POST', `/huda/instructor/sessions/${encodeURIComponent(id)}/practice`, { body: { answers } })).data;
}

export function lastSessionId(): string | null {
  try {
    return localStorage.getItem(LAST_SESSION_KEY);
  } catch {
    return null;
  }
}

export function forgetLastSession(): void {
  try {
    localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // Nothing remembered.
  }
}
