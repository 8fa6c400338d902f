// The welcome screen's confetti after a successful payment: two bursts from the lower
// corners, nothing for visitors who asked for reduced motion.
import confetti from 'canvas-confetti';

export const WELCOME_CONFETTI: confetti.Options = {
  particleCount: 90,
  spread: 70,
  startVelocity: 45,
  zIndex: 2000,
  disableForReducedMotion: true,
};

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Fires the bursts; returns a stop function that clears them. */
export function celebratePayment(fire: typeof confetti = confetti): () => void {
  if (prefersReducedMotion()) return () => undefined;
  void fire({ ...WELCOME_CONFETTI, angle: 60, origin: { x: 0, y: 0.8 } });
  void fire({ ...WELCOME_CONFETTI, angle: 120, origin: { x: 1, y: 0.8 } });
  return () => fire.reset();
}
