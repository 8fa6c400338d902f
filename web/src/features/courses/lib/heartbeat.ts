// The video lesson's heartbeat (POST .../progress {position, duration}): one beat when playing
// starts (the server measures watched time against the wall clock since the previous beat, so
// it needs a starting point), then every 10 s while playing, and one on pause and on the end.
// The server decides completion; the client only reports. Beats never overlap: while one is
// in flight, later ones collapse into a single beat with the latest position; a beat equal to
// the previous one is not sent.
// No DOM, no React: the player is read through two functions and timers are injectable.

export const HEARTBEAT_MS = 10_000;

export interface Beat {
  /** Whole seconds. */
  position: number;
  duration: number;
}

export interface HeartbeatOptions {
  /** Where the player is and how long the video is, in seconds (NaN before the metadata). */
  read: () => { position: number; duration: number };
  send: (beat: Beat) => Promise<unknown>;
  intervalMs?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface Heartbeat {
  play(): void;
  pause(): void;
  ended(): void;
  /** Stops the timer; a video still playing reports where it got to. */
  dispose(): void;
  readonly playing: boolean;
}

/** The beat to send now, or null when the player has nothing to report yet. */
export function beatOf(position: number, duration: number): Beat | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const safe = Number.isFinite(position) ? Math.min(Math.max(position, 0), duration) : 0;
  return { position: Math.round(safe), duration: Math.max(1, Math.round(duration)) };
}

export function createHeartbeat({
  read,
  send,
  intervalMs = HEARTBEAT_MS,
  setInterval: startTimer = (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: stopTimer = (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}: HeartbeatOptions): Heartbeat {
  let timer: unknown = null;
  let inFlight = false;
  let queued = false;
  let disposed = false;

  // The last beat sent: the same one again says nothing new (a video's end fires pause, then ended).
  let lastSent: string | null = null;

  const beat = () => {
    if (inFlight) {
      queued = true;
      return;
    }
    const { position, duration } = read();
    const next = beatOf(position, duration);
    if (!next) return;
    const key = `${next.position}/${next.duration}`;
    if (key === lastSent) return;
    lastSent = key;
    inFlight = true;
    void send(next)
      .catch(() => {
        lastSent = null; // a lost beat is made up by the next one
      })
      .finally(() => {
        inFlight = false;
        if (queued) {
          queued = false;
          beat();
        }
      });
  };

  const stop = () => {
    if (timer !== null) stopTimer(timer);
    timer = null;
  };

  return {
    play() {
      if (disposed || timer !== null) return;
      beat();
      timer = startTimer(beat, intervalMs);
    },
    pause() {
      if (disposed) return;
      stop();
      beat();
    },
    ended() {
      if (disposed) return;
      stop();
      beat();
    },
    dispose() {
      if (disposed) return;
      const wasPlaying = timer !== null;
      stop();
      disposed = true;
      if (wasPlaying) beat();
    },
    get playing() {
      return timer !== null;
    },
  };
}

/** Where to resume: the saved position, unless the video was (nearly) finished. */
export function resumeAt(saved: number | null | undefined, duration: number): number {
  if (!saved || !Number.isFinite(saved) || saved <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - 2) return 0;
  return saved;
}
