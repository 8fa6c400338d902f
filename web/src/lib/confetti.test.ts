import { afterEach, describe, expect, it, vi } from 'vitest';

const fire = vi.fn(() => Promise.resolve());
vi.mock('canvas-confetti', () => ({ default: fire }));

afterEach(() => {
  fire.mockClear();
  vi.unstubAllGlobals();
});

describe('celebration confetti', () => {
  it('fires one burst of 100 particles', async () => {
    const { celebrate } = await import('./confetti');
    celebrate();
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 100, disableForReducedMotion: true }));
  });

  it('fires nothing when reduced motion is asked for', async () => {
    vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) });
    const { celebrate } = await import('./confetti');
    celebrate();
    expect(fire).not.toHaveBeenCalled();
  });
});
