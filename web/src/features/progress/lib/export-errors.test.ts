import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { isRetryable, sparksNeeded } from './export-errors';

describe('sparksNeeded', () => {
  it('reads values.needed of a 402', () => {
    expect(sparksNeeded(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x', { needed: 2 }), 3)).toBe(2);
    expect(sparksNeeded(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x', { needed: '1' }), 3)).toBe(1);
  });

  it('falls back to the cost when the answer did not say', () => {
    expect(sparksNeeded(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x'), 3)).toBe(3);
  });

  it('is null for any other error', () => {
    expect(sparksNeeded(new ApiRequestError(403, 'class/forbidden', 'x'), 3)).toBeNull();
    expect(sparksNeeded(new Error('boom'), 3)).toBeNull();
  });
});

describe('isRetryable', () => {
  it('keeps the request id only after a network or server failure', () => {
    expect(isRetryable(new ApiRequestError(0, 'network', 'x', undefined, undefined, false))).toBe(true);
    expect(isRetryable(new ApiRequestError(502, 'common/internal', 'x'))).toBe(true);
    expect(isRetryable(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x'))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
