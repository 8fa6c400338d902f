import { describe, expect, it } from 'vitest';
import { allowedActions, checkRejectReason, chunkIds, mayTake, summariseReview } from './review';

describe('allowedActions', () => {
  it('follows the status machine', () => {
    expect(allowedActions('pending')).toEqual(['approve', 'reject', 'archive']);
    expect(allowedActions('approved')).toEqual(['reject', 'archive']);
    expect(allowedActions('rejected')).toEqual(['archive']);
    expect(allowedActions('archived')).toEqual([]);
    expect(mayTake('approved', 'approve')).toBe(false);
    expect(mayTake('rejected', 'archive')).toBe(true);
  });
});

describe('checkRejectReason', () => {
  it('needs 3 to 500 characters once trimmed', () => {
    expect(checkRejectReason('  ab  ')).toEqual({ value: 'ab', check: 'too-short' });
    expect(checkRejectReason(' abc ')).toEqual({ value: 'abc', check: 'ok' });
    expect(checkRejectReason('x'.repeat(500)).check).toBe('ok');
    expect(checkRejectReason('x'.repeat(501)).check).toBe('too-long');
  });
});

describe('summariseReview', () => {
  it('counts updated and skipped products', () => {
    expect(summariseReview({ updated: ['a', 'b'], skipped: [] })).toEqual({ updated: 2, skipped: 0, tone: 'success' });
    expect(summariseReview({ updated: ['a'], skipped: [{ id: 'b', reason: 'invalid-transition' }] })).toEqual({
      updated: 1,
      skipped: 1,
      tone: 'warning',
    });
    expect(summariseReview({ updated: [], skipped: [] }).tone).toBe('warning');
  });
});

describe('chunkIds', () => {
  it('splits into server-sized chunks', () => {
    expect(chunkIds(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(chunkIds([], 2)).toEqual([]);
  });
});
