// Huda's cost and rate limit (docs/assessments.md "Cost"). Placeholder: being built.

export interface HudaTicket {
  uid: string;
  requestId: string;
  paidWith: 'free' | 'sparks';
  day: string;
}

export interface HudaUsage {
  free_daily: number;
  free_left: number;
  sparks_per_answer: number;
  day: string;
}

/** Rate limit, then the free allowance or 1 spark, in one step. 429 huda/rate-limited, 402 wallet/insufficient-sparks. */
export async function takeHudaTicket(_uid: string, _requestId: string): Promise<HudaTicket> {
  throw new Error('not implemented yet');
}

/** Gives back what the ticket took (idempotent). */
export async function returnHudaTicket(_ticket: HudaTicket): Promise<void> {
  throw new Error('not implemented yet');
}

export async function readHudaUsage(_uid: string): Promise<HudaUsage> {
  throw new Error('not implemented yet');
}
