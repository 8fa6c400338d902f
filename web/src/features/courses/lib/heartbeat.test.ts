import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beatOf, createHeartbeat, resumeAt, type Beat } from './heartbeat';

describe('beatOf', () => {
  it('reports whole seconds within the video, nothing before the metadata', () => {
    expect(beatOf(12.4, 100.6)).toEqual({ position: 12, duration: 101 });
    expect(beatOf(-3, 100)).toEqual({ position: 0, duration: 100 });
    expect(beatOf(250, 100)).toEqual({ position: 100, duration: 100 });
    expect(beatOf(Number.NaN, 100)).toEqual({ position: 0, duration: 100 });
    expect(beatOf(0.2, 0.4)).toEqual({ position: 0, duration: 1 });
    expect(beatOf(5, Number.NaN)).toBeNull();
    expect(beatOf(5, 0)).toBeNull();
    expect(beatOf(5, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('resumeAt', () => {
  it('resumes at the saved position unless the video was (nearly) over', () => {
    expect(resumeAt(42, 100)).toBe(42);
    expect(resumeAt(99, 100)).toBe(0);
    expect(resumeAt(0, 100)).toBe(0);
    expect(resumeAt(null, 100)).toBe(0);
    expect(resumeAt(42, Number.NaN)).toBe(42);
  });
});

describe('createHeartbeat', () => {
  let position = 0;
  let sent: Beat[] = [];
  let pending: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    position = 0;
    sent = [];
    pending = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = (answer: 'now' | 'later' = 'now') =>
    createHeartbeat({
      read: () => ({ position, duration: 120 }),
      send: (beat) => {
        sent.push(beat);
        return answer === 'now' ? Promise.resolve() : new Promise<void>((resolve) => pending.push(resolve));
      },
    });

  it('beats on play, every 10 s while playing, on pause and at the end', async () => {
    const heartbeat = make();
    heartbeat.play();
    expect(heartbeat.playing).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toEqual([{ position: 0, duration: 120 }]);
    position = 10;
    await vi.advanceTimersByTimeAsync(1);
    position = 20;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((b) => b.position)).toEqual([0, 10, 20]);
    position = 25;
    heartbeat.pause();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.map((b) => b.position)).toEqual([0, 10, 20, 25]);
    expect(heartbeat.playing).toBe(false);
    // Playing again from where it paused repeats nothing; the end is reported once, though
    // the player fires pause before ended.
    heartbeat.play();
    await vi.advanceTimersByTimeAsync(0);
    position = 120;
    heartbeat.pause();
    heartbeat.ended();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.map((b) => b.position)).toEqual([0, 10, 20, 25, 120]);
  });

  it('a second play while playing starts no second timer', async () => {
    const heartbeat = make();
    heartbeat.play();
    heartbeat.play();
    position = 10;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((b) => b.position)).toEqual([0, 10]);
    heartbeat.dispose();
  });

  it('never overlaps beats: later ones collapse into one with the latest position', async () => {
    const heartbeat = make('later');
    heartbeat.play();
    position = 10;
    await vi.advanceTimersByTimeAsync(10_000);
    position = 20;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((b) => b.position)).toEqual([0]);
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.position)).toEqual([0, 20]);
    heartbeat.dispose();
  });

  it('a failed beat is forgotten; dispose reports a playing video once and stops', async () => {
    let fail = true;
    const heartbeat = createHeartbeat({
      read: () => ({ position, duration: 120 }),
      send: (beat) => {
        sent.push(beat);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    });
    heartbeat.play();
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    // The lost beat is sent again, though nothing moved.
    heartbeat.pause();
    await vi.advanceTimersByTimeAsync(0);
    heartbeat.play();
    position = 7;
    heartbeat.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.map((b) => b.position)).toEqual([0, 0, 7]);
    heartbeat.play();
    heartbeat.pause();
    expect(sent).toHaveLength(3);
  });

  it('says nothing until the video knows its duration', async () => {
    const heartbeat = createHeartbeat({ read: () => ({ position: 3, duration: Number.NaN }), send: (b) => (sent.push(b), Promise.resolve()) });
    heartbeat.play();
    heartbeat.pause();
    expect(sent).toEqual([]);
  });
});
