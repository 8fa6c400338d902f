import { afterEach, describe, expect, it, vi } from 'vitest';

const fire = Object.assign(vi.fn(() => Promise.resolve()), { reset: vi.fn() });
vi.mock('canvas-confetti', () => ({ default: fire }));

const { celebratePayment, WELCOME_CONFETTI } = await import('./celebrate');

function stubMotion(reduce: boolean) {
  vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: reduce && query.includes('reduce') }) });
}

describe('welcome confetti', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    fire.mockClear();
    fire.reset.mockClear();
  });

  it('fires two bursts from the lower corners and clears them when stopped', () => {
    stubMotion(false);
    const stop = celebratePayment(fire as never);
    expect(fire).toHaveBeenCalledTimes(2);
    expect(fire.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      expect.objectContaining({ origin: { x: 0, y: 0.8 }, disableForReducedMotion: true }),
      expect.objectContaining({ origin: { x: 1, y: 0.8 }, disableForReducedMotion: true }),
    ]);
    stop();
    expect(fire.reset).toHaveBeenCalledTimes(1);
  });

  it('fires nothing for reduced motion', () => {
    stubMotion(true);
    celebratePayment(fire as never)();
    expect(fire).not.toHaveBeenCalled();
    expect(WELCOME_CONFETTI.disableForReducedMotion).toBe(true);
  });
});
