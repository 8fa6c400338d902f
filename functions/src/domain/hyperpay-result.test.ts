import { describe, expect, it } from 'vitest';
import { classifyResultCode, isPaidOutcome, paymentOutcomeOf, sameAmount } from './hyperpay-result';

describe('classifyResultCode', () => {
  it.each([
    ['000.000.000', 'success'],
    ['000.000.100', 'success'],
    ['000.100.110', 'success'],
    ['000.100.112', 'success'],
    ['000.300.000', 'success'],
    ['000.600.000', 'success'],
    ['000.400.110', 'success'],
    ['000.400.120', 'success'],
    ['000.400.000', 'success_review'],
    ['000.400.020', 'success_review'],
    ['000.400.100', 'success_review'],
    ['000.200.000', 'pending'],
    ['000.200.100', 'pending'],
    ['800.400.500', 'pending'],
    ['100.400.500', 'pending'],
    ['800.100.151', 'rejected'],
    ['100.100.101', 'rejected'],
    ['200.300.404', 'rejected'],
    ['000.400.030', 'rejected'],
    ['000.400.130', 'rejected'],
    ['000.100.200', 'rejected'],
    ['900.100.300', 'rejected'],
    ['800.900.300', 'rejected'],
    ['', 'rejected'],
    ['amount-mismatch', 'rejected'],
  ] as const)('%s is %s', (code, outcome) => {
    expect(classifyResultCode(code)).toBe(outcome);
  });

  it('only matches from the start of the code', () => {
    expect(classifyResultCode('800.000.100.110')).toBe('rejected');
    expect(classifyResultCode('x000.200.000')).toBe('rejected');
  });

  it('treats success and success with review as paid, nothing else', () => {
    expect(isPaidOutcome('success')).toBe(true);
    expect(isPaidOutcome('success_review')).toBe(true);
    expect(isPaidOutcome('pending')).toBe(false);
    expect(isPaidOutcome('rejected')).toBe(false);
  });
});

describe('sameAmount', () => {
  it('compares in cents', () => {
    expect(sameAmount('92.00', '92.00')).toBe(true);
    expect(sameAmount('92.00', '92')).toBe(true);
    expect(sameAmount('92.00', '92.0')).toBe(true);
    expect(sameAmount('92.00', '92.01')).toBe(false);
    expect(sameAmount('92.00', '1.00')).toBe(false);
    expect(sameAmount('0.10', '0.1')).toBe(true);
  });

  it('refuses anything that is not a plain decimal string', () => {
    for (const reported of [92, '92,00', '', ' 92.00', '92.000', '-92.00', '9e1', null, undefined]) {
      expect(sameAmount('92.00', reported)).toBe(false);
    }
  });
});

describe('paymentOutcomeOf', () => {
  it('tells open, pending, paid and declined checkouts apart', () => {
    expect(paymentOutcomeOf({ status: 'pending', result_code: null })).toBe('open');
    expect(paymentOutcomeOf({ status: 'pending', result_code: '000.200.000' })).toBe('pending');
    expect(paymentOutcomeOf({ status: 'pending', result_code: '800.400.500' })).toBe('pending');
    // A verification that found no final answer yet and wrote no pending code: still open.
    expect(paymentOutcomeOf({ status: 'pending', result_code: '' })).toBe('open');
    expect(paymentOutcomeOf({ status: 'paid', result_code: '000.100.110' })).toBe('paid');
    expect(paymentOutcomeOf({ status: 'failed', result_code: '800.100.151' })).toBe('declined');
    expect(paymentOutcomeOf({ status: 'failed', result_code: 'amount-mismatch' })).toBe('declined');
  });
});
