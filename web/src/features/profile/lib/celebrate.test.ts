import { describe, expect, it, vi } from 'vitest';

const fire = vi.fn(() => Promise.resolve());
vi.mock('canvas-confetti', () => ({ default: fire }));

describe('profile confetti', () => {
  it('fires exactly 100 particles once', async () => {
    const { celebrate } = await import('./celebrate');
    celebrate();
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 100 }));
  });
});
