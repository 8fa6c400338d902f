// The draft of a challenge in progress, kept in localStorage per student, class and challenge:
// written DRAFT_SAVE_DELAY_MS after the last keystroke (and at once when the screen closes or the
// page is hidden), read back when the challenge opens again, removed after a successful submit.
// Storage that refuses (private windows, full quota) leaves the answers in memory only.
import { useCallback, useEffect, useRef } from 'react';
import { DRAFT_SAVE_DELAY_MS, parseDraft, serializeDraft, type Answers } from '../lib/take-state';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readChallengeDraft(key: string, questionIds: readonly string[]): Record<string, string> {
  try {
    return parseDraft(storage()?.getItem(key) ?? null, questionIds);
  } catch {
    return {};
  }
}

/** Forgets a draft (the challenge turned out to be submitted already). */
export function removeChallengeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing kept
  }
}

function writeDraft(key: string, answers: Answers): void {
  try {
    const raw = serializeDraft(answers, Date.now());
    if (raw === null) storage()?.removeItem(key);
    else storage()?.setItem(key, raw);
  } catch {
    // The answers stay in memory.
  }
}

/** Saves `answers` under `key` (debounced); returns `discard`, called once the answers are submitted. */
export function useChallengeDraft(key: string, answers: Answers): { discard: () => void } {
  const latest = useRef(answers);
  const pending = useRef(false);
  const discarded = useRef(false);

  const flush = useCallback(() => {
    if (!pending.current || discarded.current) return;
    pending.current = false;
    writeDraft(key, latest.current);
  }, [key]);

  useEffect(() => {
    if (latest.current === answers) return;
    latest.current = answers;
    pending.current = true;
    const timer = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answers, flush]);

  // Leaving the challenge, or the tab, before the delay is up still saves the last keystrokes.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const discard = useCallback(() => {
    discarded.current = true;
    pending.current = false;
    removeChallengeDraft(key);
  }, [key]);

  return { discard };
}
