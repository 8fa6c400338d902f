// After sign-up or log-in, a signed-out visitor's kept VARK answers are submitted once
// (docs/assessments.md "Signed-out visitors"). The same submission_id makes a repeat harmless;
// callers at the same time share one request. The kept answers are cleared once the server has
// them, or when it refuses them for good (400, 409); any other failure keeps them for the next
// session start.
import type { VarkResult } from '@shared/schemas/assessments';
import { ApiRequestError } from '@/lib/api-client';
import { clearPendingVark, readPendingVark } from './pending-vark';
import { submitVark } from './submit-vark';

let claiming: Promise<VarkResult | null> | null = null;

/** The stored result of the kept answers, or null when none were kept or they could not be saved. */
export function claimPendingVark(): Promise<VarkResult | null> {
  // Reset after the promise settles (a .finally() callback runs after this assignment).
  claiming ??= claim().finally(() => {
    claiming = null;
  });
  return claiming;
}

async function claim(): Promise<VarkResult | null> {
  const pending = readPendingVark();
  if (!pending) return null;
  try {
    const result = await submitVark({ submission_id: pending.submission_id, answers: pending.answers });
    clearPendingVark();
    return result;
  } catch (error) {
    // Only answers the server can never take (malformed, or the id used with other answers) are
    // dropped; anything else (network, 5xx, a limit, an account not ready yet) waits.
    const refused = error instanceof ApiRequestError && (error.status === 400 || error.status === 409);
    if (refused) clearPendingVark();
    return null;
  }
}
