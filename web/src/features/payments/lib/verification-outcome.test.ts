import { describe, expect, it } from 'vitest';
import { PAYMENT_NOT_SUCCESSFUL, PAYMENT_REDIRECT_MS } from '@shared/constants';
import { creditOfAnswer, outcomeOfAnswer, outcomeOfError } from './verification-outcome';

describe('payment verification outcome', () => {
  it("reads 'Payment was not successful.' as a failure: back after 3 s", () => {
    expect(PAYMENT_NOT_SUCCESSFUL).toBe('Payment was not successful.');
    expect(outcomeOfAnswer({ status: 'failed', message: 'Payment was not successful.' })).toEqual({
      state: 'failed', delayMs: 3000, destination: 'back',
    });
    // The message alone decides (spec), whatever the status says.
    expect(outcomeOfAnswer({ status: 'success', message: 'Payment was not successful.' }).state).toBe('failed');
  });

  it('never announces a success for a failed status', () => {
    expect(outcomeOfAnswer({ status: 'failed', message: 'Something else' }).state).toBe('failed');
  });

  it('reads any other answer as a success: its message, /welcome after 2 s', () => {
    expect(outcomeOfAnswer({ status: 'success', message: 'Payment successful', data: { sparks: 500, balance: 520 } })).toEqual({
      state: 'success', message: 'Payment successful', delayMs: 2000, destination: '/welcome',
    });
    expect(outcomeOfAnswer({ status: 'success', message: '  ' })).toMatchObject({ state: 'success', message: null });
    expect(outcomeOfAnswer({})).toMatchObject({ state: 'success', message: null });
    expect(outcomeOfAnswer(null)).toMatchObject({ state: 'success', message: null });
  });

  it('reads a failed request as an error: back after 5 s, keeping the error for its message', () => {
    const error = new Error('409');
    expect(outcomeOfError(error)).toEqual({ state: 'error', error, delayMs: 5000, destination: 'back' });
  });

  it('reads a 409 payment/pending as pending: still a failed request (back after 5 s), told apart', () => {
    const error = Object.assign(new Error('409'), { status: 409, code: 'payment/pending' });
    expect(outcomeOfError(error)).toEqual({ state: 'pending', error, delayMs: 5000, destination: 'back' });
    expect(outcomeOfError(Object.assign(new Error('502'), { code: 'payment/verify-failed' })).state).toBe('error');
    expect(outcomeOfError(undefined).state).toBe('error');
  });

  it('uses the shared delays', () => {
    expect(PAYMENT_REDIRECT_MS).toEqual({ success: 2000, declined: 3000, error: 5000 });
  });

  it('reads the credited sparks and the new balance when present', () => {
    expect(creditOfAnswer({ data: { sparks: 500, balance: 520, checkout_id: 'x', result_code: '000.100.110' } })).toEqual({
      sparks: 500, balance: 520,
    });
    expect(creditOfAnswer({ message: 'ok' })).toBeNull();
    expect(creditOfAnswer(null)).toBeNull();
  });
});
