import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { isStalePayoutError, payoutNoteTooLong } from './payouts';

describe('payouts', () => {
  it('limits the reference and the reason', () => {
    expect(payoutNoteTooLong('paid', ` ${'x'.repeat(100)} `)).toBe(false);
    expect(payoutNoteTooLong('paid', 'x'.repeat(101))).toBe(true);
    expect(payoutNoteTooLong('reject', 'x'.repeat(500))).toBe(false);
    expect(payoutNoteTooLong('reject', 'x'.repeat(501))).toBe(true);
  });

  it('treats conflicts and missing requests as a stale list', () => {
    expect(isStalePayoutError(new ApiRequestError(409, 'exchange/already-decided', 'x'))).toBe(true);
    expect(isStalePayoutError(new ApiRequestError(404, 'exchange/not-found', 'x'))).toBe(true);
    expect(isStalePayoutError(new ApiRequestError(500, 'common/internal', 'x'))).toBe(false);
    expect(isStalePayoutError(new Error('x'))).toBe(false);
  });
});
