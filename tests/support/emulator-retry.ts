// Retries of the Functions emulator's own failures, never the API's, for tests that send many
// requests at once. The emulator runs one worker process per concurrent request, and a worker
// that takes over 10 s to load fails its request (504, or the Hosting proxy's 500 when the
// worker dies); a functions reload kills workers (EPIPE, ECONNRESET); under load a request may
// never be answered at all (a call with a timeout signal then ends in TimeoutError). Only
// idempotent requests may go through it: a retry is what a client may do anyway.
export const EMULATOR_FAILURE =
  /Timed out waiting for function|EPIPE|ECONNRESET|Failed to load function|internal error occurred while proxying for local Function|TimeoutError/;

export class EmulatorRetry {
  /** How many emulator failures were retried so far. */
  retries = 0;
  readonly maxAttempts: number;

  constructor(maxAttempts: number) {
    this.maxAttempts = maxAttempts;
  }

  /** Sends, and sends again after an emulator failure, up to maxAttempts sends in all. */
  async send<T>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        if (attempt >= this.maxAttempts || !EMULATOR_FAILURE.test(String(error))) throw error;
        this.retries += 1;
      }
    }
  }
}
