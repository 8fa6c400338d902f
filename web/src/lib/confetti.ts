// The app's celebration confetti (canvas-confetti): the profile wizard's 100-particle burst
// (spec 001 section 4), shared with the award celebrations. Nothing for visitors who asked
// for reduced motion.
import confetti from 'canvas-confetti';

export const CELEBRATION_CONFETTI: confetti.Options = {
  particleCount: 100,
  spread: 75,
  origin: { y: 0.6 },
  zIndex: 2000,
  disableForReducedMotion: true,
};

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One burst of 100 particles, unless reduced motion is asked for. */
export function celebrate(): void {
  if (prefersReducedMotion()) return;
  void confetti(CELEBRATION_CONFETTI);
}
