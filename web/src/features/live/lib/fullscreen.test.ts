import { describe, expect, it, vi } from 'vitest';
import { canFullscreen, enterFullscreen, exitFullscreen, fullscreenElementOf } from './fullscreen';

describe('fullscreen', () => {
  it('uses the standard API when there is one', async () => {
    const element = { requestFullscreen: vi.fn(() => Promise.resolve()) };
    expect(await enterFullscreen(element, { fullscreenEnabled: true })).toBe(true);
    expect(element.requestFullscreen).toHaveBeenCalledOnce();
  });

  it('uses the webkit-prefixed API (Safari)', async () => {
    const element = { webkitRequestFullscreen: vi.fn() };
    const doc = { webkitFullscreenEnabled: true };
    expect(canFullscreen(doc)).toBe(true);
    expect(await enterFullscreen(element, doc)).toBe(true);
    expect(element.webkitRequestFullscreen).toHaveBeenCalledOnce();
  });

  it('says false where full screen is unsupported or refused, so the stage falls back', async () => {
    expect(canFullscreen({})).toBe(false);
    expect(await enterFullscreen({ requestFullscreen: vi.fn(() => Promise.resolve()) }, {})).toBe(false);
    const refusing = { requestFullscreen: vi.fn(() => Promise.reject(new TypeError('not allowed'))) };
    expect(await enterFullscreen(refusing, { fullscreenEnabled: true })).toBe(false);
  });

  it('leaves full screen only when in it', async () => {
    const exit = vi.fn(() => Promise.resolve());
    await exitFullscreen({ exitFullscreen: exit, fullscreenElement: null });
    expect(exit).not.toHaveBeenCalled();
    const element = {} as Element;
    expect(fullscreenElementOf({ webkitFullscreenElement: element })).toBe(element);
    await exitFullscreen({ exitFullscreen: exit, fullscreenElement: element });
    expect(exit).toHaveBeenCalledOnce();
  });
});
