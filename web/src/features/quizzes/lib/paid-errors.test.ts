import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { classifyPaidError, keepRequestId } from './paid-errors';

describe('classifyPaidError', () => {
  it('reads how many sparks are missing', () => {
    const error = new ApiRequestError(402, 'wallet/insufficient-sparks', 'x', { needed: 4 });
    expect(classifyPaidError(error)).toEqual({ kind: 'insufficient-sparks', needed: 4 });
    expect(classifyPaidError(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x'))).toEqual({ kind: 'insufficient-sparks', needed: null });
  });

  it('reads why a generation failed (refunded)', () => {
    const error = new ApiRequestError(422, 'quiz/generation-failed', 'x', { reason: 'timeout' });
    expect(classifyPaidError(error)).toEqual({ kind: 'generation-failed', reason: 'timeout' });
    const odd = new ApiRequestError(422, 'quiz/generation-failed', 'x', { reason: 'martians' });
    expect(classifyPaidError(odd)).toEqual({ kind: 'generation-failed', reason: 'internal' });
  });

  it('passes anything else on', () => {
    const error = new ApiRequestError(403, 'quiz/teachers-only', 'x');
    expect(classifyPaidError(error)).toEqual({ kind: 'other', error });
  });
});

describe('keepRequestId', () => {
  it('keeps the id when the call may have reached the server', () => {
    expect(keepRequestId(new ApiRequestError(0, 'network', 'x'))).toBe(true);
    expect(keepRequestId(new ApiRequestError(503, 'common/unavailable', 'x'))).toBe(true);
    expect(keepRequestId(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x'))).toBe(false);
    expect(keepRequestId(new Error('x'))).toBe(false);
  });
});
