import { describe, expect, it } from 'vitest';
import { InsufficientSparksError, InvalidAmountError, ledgerBalance, planEntry, sameOperation } from './ledger';

describe('planEntry', () => {
  it('takes a charge from the balance', () => {
    expect(planEntry(20, 'charge', 15)).toEqual({ kind: 'charge', amount: -15, balanceAfter: 5 });
  });

  it('allows a charge of exactly the balance', () => {
    expect(planEntry(5, 'charge', 5).balanceAfter).toBe(0);
  });

  it('refuses a charge above the balance and names the shortfall', () => {
    const attempt = () => planEntry(3, 'charge', 5);
    expect(attempt).toThrow(InsufficientSparksError);
    try {
      attempt();
    } catch (error) {
      expect((error as InsufficientSparksError).needed).toBe(2);
    }
  });

  it('adds credits and refunds', () => {
    expect(planEntry(0, 'credit', 100)).toEqual({ kind: 'credit', amount: 100, balanceAfter: 100 });
    expect(planEntry(10, 'refund', 15)).toEqual({ kind: 'refund', amount: 15, balanceAfter: 25 });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses the amount %s', (amount) => {
    expect(() => planEntry(10, 'credit', amount)).toThrow(InvalidAmountError);
  });

  it('refuses a corrupt balance', () => {
    expect(() => planEntry(-1, 'credit', 1)).toThrow(InvalidAmountError);
  });
});

describe('ledgerBalance', () => {
  it('sums signed entries', () => {
    expect(ledgerBalance([{ amount: 100 }, { amount: -15 }, { amount: 15 }, { amount: -5 }])).toBe(95);
    expect(ledgerBalance([])).toBe(0);
  });
});

describe('sameOperation', () => {
  it('matches a replay of the same charge and rejects a different one', () => {
    expect(sameOperation({ kind: 'charge', amount: -5 }, { kind: 'charge', amount: 5 })).toBe(true);
    expect(sameOperation({ kind: 'charge', amount: -5 }, { kind: 'charge', amount: 15 })).toBe(false);
    expect(sameOperation({ kind: 'credit', amount: 5 }, { kind: 'charge', amount: 5 })).toBe(false);
  });
});
