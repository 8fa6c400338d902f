// The kept VARK answers are dropped only when the server refuses them for good (400, 409);
// a 403 (account not verified yet), a 5xx or no network keeps them for the next session start.
import { VARK_QUESTION_IDS } from '@shared/assessment-catalogue';
import type { VarkResult } from '@shared/schemas/assessments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { MemoryStorage } from '@/lib/session/memory-storage.test-util';
import { claimPendingVark } from './claim-pending-vark';
import { PENDING_VARK_KEY, writePendingVark, type PendingVark } from './pending-vark';
import { submitVark } from './submit-vark';

vi.mock('./submit-vark', () => ({ submitVark: vi.fn() }));
const submit = vi.mocked(submitVark);

const answers = Object.fromEntries(VARK_QUESTION_IDS.map((id) => [id, ['visual']]));
const pending = { submission_id: 'claim-test-0001', answers, taken_at: new Date().toISOString() } as PendingVark;
const result = { id: 'vark_claim-test-0001', submission_id: pending.submission_id, style: 'visual' } as VarkResult;

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
  writePendingVark(pending, store);
  submit.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('claimPendingVark', () => {
  it('submits the kept answers once with their submission id and clears them', async () => {
    submit.mockResolvedValue(result);
    // Two callers at once share one request.
    const [a, b] = await Promise.all([claimPendingVark(), claimPendingVark()]);
    expect(a).toEqual(result);
    expect(b).toEqual(result);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ submission_id: 'claim-test-0001', answers: pending.answers });
    expect(store.getItem(PENDING_VARK_KEY)).toBeNull();
  });

  it('does nothing when no answers are kept', async () => {
    store.clear();
    await expect(claimPendingVark()).resolves.toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'assessment/invalid-answers'],
    [409, 'assessment/submission-conflict'],
  ] as const)('drops them when the server refuses them for good (%i)', async (status, code) => {
    submit.mockRejectedValue(new ApiRequestError(status, code, code));
    await expect(claimPendingVark()).resolves.toBeNull();
    expect(store.getItem(PENDING_VARK_KEY)).toBeNull();
  });

  it.each([
    ['403', new ApiRequestError(403, 'auth/email-not-verified', 'not verified')],
    ['429', new ApiRequestError(429, 'huda/rate-limited', 'slow down')],
    ['503', new ApiRequestError(503, 'network', 'unavailable', undefined, undefined, false)],
    ['no network', new ApiRequestError(0, 'network', 'Failed to fetch')],
    ['an unexpected error', new TypeError('boom')],
  ])('keeps them for the next start on %s', async (_name, error) => {
    submit.mockRejectedValue(error);
    await expect(claimPendingVark()).resolves.toBeNull();
    expect(store.getItem(PENDING_VARK_KEY)).not.toBeNull();
    // The next start claims them.
    submit.mockResolvedValue(result);
    await expect(claimPendingVark()).resolves.toEqual(result);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(store.getItem(PENDING_VARK_KEY)).toBeNull();
  });
});
