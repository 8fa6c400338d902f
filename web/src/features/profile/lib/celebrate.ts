// The profile wizard's success confetti (spec 001 section 4: 100 particles), above the dialog.
import confetti from 'canvas-confetti';

export const PROFILE_CONFETTI: confetti.Options = {
  particleCount: 100,
  spread: 75,
  origin: { y: 0.6 },
  zIndex: 2000,
  disableForReducedMotion: true,
};

export function celebrate(): void {
  void confetti(PROFILE_CONFETTI);
}
