// Plays the stage's cues (lib/stage-sound.ts) with the Web Audio API. Browsers keep audio
// off until a user gesture, so the AudioContext is made (or resumed) on the host's first
// click or key anywhere on the page; before that, cues are skipped silently.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CUES, readMuted, writeMuted, type StageCue } from '../lib/stage-sound';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext ?? null;
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export interface StageSound {
  muted: boolean;
  setMuted: (muted: boolean) => void;
  /** Whether the browser can play them at all. */
  supported: boolean;
  play: (cue: StageCue) => void;
}

export function useStageSound(): StageSound {
  const [muted, setMutedState] = useState(() => readMuted(storage()));
  const context = useRef<AudioContext | null>(null);
  const Context = audioContextClass();

  // Unlock audio on the first gesture (the host clicks Start, Full screen or the switch).
  useEffect(() => {
    if (!Context) return undefined;
    const unlock = () => {
      if (!context.current) context.current = new Context();
      if (context.current.state === 'suspended') void context.current.resume();
    };
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    };
  }, [Context]);

  useEffect(
    () => () => {
      void context.current?.close().catch(() => undefined);
      context.current = null;
    },
    [],
  );

  const play = useCallback(
    (cue: StageCue) => {
      const ctx = context.current;
      if (muted || !ctx || ctx.state !== 'running') return;
      const at = ctx.currentTime;
      for (const note of CUES[cue]) {
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = note.wave;
        oscillator.frequency.value = note.frequency;
        // A quick fade in and out, so notes do not click.
        gain.gain.setValueAtTime(0, at + note.start);
        gain.gain.linearRampToValueAtTime(note.gain, at + note.start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + note.start + note.duration);
        oscillator.connect(gain).connect(ctx.destination);
        oscillator.start(at + note.start);
        oscillator.stop(at + note.start + note.duration + 0.02);
      }
    },
    [muted],
  );

  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    writeMuted(storage(), next);
  }, []);

  return { muted, setMuted, supported: Context !== null, play };
}
