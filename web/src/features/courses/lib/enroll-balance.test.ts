import { describe, expect, it } from 'vitest';
import { enrollBalance } from './enroll-balance';

describe('enrollBalance', () => {
  it('covers the price from spendable sparks', () => {
    expect(enrollBalance(120, { spark_balance: 200, promo_balance: 0, market_balance: 200 })).toEqual({ balance: 200, spendable: 200, promo: 0, needed: 0, after: 80 });
  });

  it('does not count welcome sparks', () => {
    expect(enrollBalance(120, { spark_balance: 150, promo_balance: 50, market_balance: 100 })).toEqual({ balance: 150, spendable: 100, promo: 50, needed: 20, after: 150 });
  });

  it('needs nothing for a free course', () => {
    expect(enrollBalance(0, { spark_balance: 0, promo_balance: 0, market_balance: 0 }).needed).toBe(0);
  });
});
