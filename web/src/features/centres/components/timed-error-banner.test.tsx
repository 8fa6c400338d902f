// The enterprise red banner (spec 001 section 9: it clears after 5 s): the timer on fake clocks,
// and the banner as rendered (role alert, the test id, the text isolated) or nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStatic, textOf } from '@/test/render-static';
import { BANNER_MS, createTimedError } from '../lib/timed-error';
import { TimedErrorBanner } from './timed-error-banner';

describe('createTimedError', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the error 5 s after it was shown, telling its listeners', () => {
    const banner = createTimedError();
    const heard = vi.fn();
    banner.subscribe(heard);
    banner.show('Error deleting course');
    expect(banner.get()?.text).toBe('Error deleting course');
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BANNER_MS - 1);
    expect(banner.get()?.text).toBe('Error deleting course');
    vi.advanceTimersByTime(1);
    expect(banner.get()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(BANNER_MS).toBe(5000);
  });

  it('restarts the 5 s on a new error', () => {
    const banner = createTimedError();
    banner.show('first');
    vi.advanceTimersByTime(3000);
    banner.show('second');
    vi.advanceTimersByTime(3000);
    expect(banner.get()?.text).toBe('second');
    vi.advanceTimersByTime(2000);
    expect(banner.get()).toBeNull();
  });

  it('closes at once on clear, and no late timer fires', () => {
    const banner = createTimedError();
    const heard = vi.fn();
    const stop = banner.subscribe(heard);
    banner.show('Error updating lesson');
    banner.clear();
    expect(banner.get()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    // Clearing an empty banner tells nobody; an unsubscribed listener hears nothing.
    banner.clear();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    banner.show('again');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('TimedErrorBanner', () => {
  it('shows the text in a red alert with its test id and a close button named in the language', () => {
    const html = renderStatic(<TimedErrorBanner error={{ text: 'Error fetching course status' }} onClose={() => undefined} testId="centre-courses-error" />, { locale: 'en' });
    expect(html).toContain('data-testid="centre-courses-error"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('dir="auto"');
    expect(textOf(html)).toContain('Error fetching course status');
    expect(html).toContain('aria-label="Close"');
    const arabic = renderStatic(<TimedErrorBanner error={{ text: 'خطأ' }} onClose={() => undefined} testId="centre-courses-error" />, { locale: 'ar' });
    expect(arabic).toContain('aria-label="إغلاق"');
  });

  it('renders nothing without an error', () => {
    const html = renderStatic(<TimedErrorBanner error={null} onClose={() => undefined} testId="centre-courses-error" />);
    expect(html).not.toContain('centre-courses-error');
    expect(textOf(html)).toBe('');
  });
});
