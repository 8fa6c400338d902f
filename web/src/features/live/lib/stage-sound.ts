// The host stage's sounds, made with the Web Audio API (no audio files): what each cue plays,
// which cue a change of the game calls for, and the remembered mute switch. Pure (the
// oscillators are driven by hooks/use-stage-sound.ts), so it unit-tests without a browser.

export type StageCue = 'join' | 'tick' | 'timeUp' | 'reveal';

/** One note: a frequency (Hz), when it starts and how long it lasts (s), its wave and volume. */
export interface Note {
  frequency: number;
  start: number;
  duration: number;
  wave: 'sine' | 'square' | 'triangle';
  gain: number;
}

/** Short and soft: a blip for a join, a click per second, a low buzz, a rising chord. */
export const CUES: Record<StageCue, readonly Note[]> = {
  join: [{ frequency: 880, start: 0, duration: 0.09, wave: 'sine', gain: 0.18 }],
  tick: [{ frequency: 1200, start: 0, duration: 0.05, wave: 'square', gain: 0.06 }],
  timeUp: [
    { frequency: 330, start: 0, duration: 0.25, wave: 'triangle', gain: 0.25 },
    { frequency: 220, start: 0.22, duration: 0.45, wave: 'triangle', gain: 0.25 },
  ],
  reveal: [
    { frequency: 523.25, start: 0, duration: 0.18, wave: 'sine', gain: 0.2 },
    { frequency: 659.25, start: 0.12, duration: 0.18, wave: 'sine', gain: 0.2 },
    { frequency: 783.99, start: 0.24, duration: 0.35, wave: 'sine', gain: 0.2 },
  ],
};

/** The countdown ticks only in the last seconds. */
export const TICK_FROM_SECONDS = 5;

/** What the stage shows, as far as sounds care. */
export interface StageMoment {
  state: 'waiting' | 'question' | 'leaderboard' | 'complete';
  questionIndex: number;
  /** Players in the game (not removed). */
  players: number;
  /** Whole seconds left of the open question (0 when none is open). */
  secondsLeft: number;
  /** Whether the leaderboard of the question is published. */
  scored: boolean;
}

/**
 * The cue a change from `before` to `now` calls for, or null: a blip when someone joins the
 * lobby, a tick for each of the last 5 seconds, time's up when the timer reaches 0 (or the
 * question is closed early), the reveal when the results of a question (or the podium) appear.
 */
export function cueFor(before: StageMoment | null, now: StageMoment): StageCue | null {
  if (!before) return null;
  const sameQuestion = before.questionIndex === now.questionIndex;
  if (now.state === 'waiting') return before.state === 'waiting' && now.players > before.players ? 'join' : null;
  if (now.state === 'question') {
    if (before.state !== 'question' || !sameQuestion) return null;
    if (now.secondsLeft === before.secondsLeft) return null;
    if (now.secondsLeft === 0) return 'timeUp';
    return now.secondsLeft <= TICK_FROM_SECONDS && now.secondsLeft < before.secondsLeft ? 'tick' : null;
  }
  if (now.state === 'leaderboard') {
    // The question closed early (everyone answered, or the host closed it): time's up first.
    if (before.state === 'question' && before.secondsLeft > 0) return 'timeUp';
    return now.scored && !(before.state === 'leaderboard' && before.scored && sameQuestion) ? 'reveal' : null;
  }
  return before.state !== 'complete' ? 'reveal' : null;
}

/** Where the mute switch is remembered. */
export const MUTE_KEY = 'sparks.live.muted';

/** Sound is on unless the host muted it before (a projector room expects sound). */
export function readMuted(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(storage: Pick<Storage, 'setItem'> | null, muted: boolean): void {
  try {
    storage?.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // Private mode or storage full: the switch still works for this visit.
  }
}
