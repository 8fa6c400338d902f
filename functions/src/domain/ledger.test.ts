import { describe, expect, it } from 'vitest';
import {
  InsufficientSparksError,
  InvalidAmountError,
  NotExchangeableError,
  ledgerBalance,
  ledgerCategory,
  ledgerEarned,
  ledgerPromo,
  marketSpendable,
  planEntry,
  PromoNotSpendableError,
  sameOperation,
  walletBalances,
} from './ledger';

const wallet = (total: number, earned = 0, promo = 0) => ({ total, earned, promo });

describe('planEntry', () => {
  it('takes a charge from the balance', () => {
    expect(planEntry(wallet(20), { kind: 'charge', amount: 15 })).toEqual({
      kind: 'charge', amount: -15, earnedDelta: 0, promoDelta: 0, balanceAfter: 5, earnedAfter: 0, promoAfter: 0,
    });
  });

  it('allows a charge of exactly the balance', () => {
    expect(planEntry(wallet(5), { kind: 'charge', amount: 5 }).balanceAfter).toBe(0);
  });

  it('refuses a charge above the balance and names the shortfall', () => {
    const attempt = () => planEntry(wallet(3, 3), { kind: 'charge', amount: 5 });
    expect(attempt).toThrow(InsufficientSparksError);
    try {
      attempt();
    } catch (error) {
      expect((error as InsufficientSparksError).needed).toBe(2);
    }
  });

  it('adds credits and refunds', () => {
    expect(planEntry(wallet(0), { kind: 'credit', amount: 100 })).toEqual({
      kind: 'credit', amount: 100, earnedDelta: 0, promoDelta: 0, balanceAfter: 100, earnedAfter: 0, promoAfter: 0,
    });
    expect(planEntry(wallet(10), { kind: 'refund', amount: 15 })).toEqual({
      kind: 'refund', amount: 15, earnedDelta: 0, promoDelta: 0, balanceAfter: 25, earnedAfter: 0, promoAfter: 0,
    });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses the amount %s', (amount) => {
    expect(() => planEntry(wallet(10), { kind: 'credit', amount })).toThrow(InvalidAmountError);
  });

  it('refuses a corrupt wallet', () => {
    expect(() => planEntry(wallet(-1), { kind: 'credit', amount: 1 })).toThrow(InvalidAmountError);
    expect(() => planEntry(wallet(10, 11), { kind: 'credit', amount: 1 })).toThrow(InvalidAmountError);
    expect(() => planEntry(wallet(10, -1), { kind: 'credit', amount: 1 })).toThrow(InvalidAmountError);
  });
});

describe('earned (exchangeable) sparks', () => {
  it('credits are not exchangeable unless they are earned', () => {
    expect(planEntry(wallet(100, 40), { kind: 'credit', amount: 1500 })).toMatchObject({ balanceAfter: 1600, earnedAfter: 40, earnedDelta: 0 });
    expect(planEntry(wallet(100, 40), { kind: 'credit', amount: 108, earned: true })).toMatchObject({ balanceAfter: 208, earnedAfter: 148, earnedDelta: 108 });
  });

  it('spending takes the non-exchangeable sparks first', () => {
    // 60 bought + 40 earned: 50 comes out of the bought ones.
    expect(planEntry(wallet(100, 40), { kind: 'charge', amount: 50 })).toMatchObject({ balanceAfter: 50, earnedAfter: 40, earnedDelta: 0 });
    // 60 bought + 40 earned: 70 takes all 60 bought and 10 earned.
    expect(planEntry(wallet(100, 40), { kind: 'charge', amount: 70 })).toMatchObject({ balanceAfter: 30, earnedAfter: 30, earnedDelta: -10 });
    expect(planEntry(wallet(100, 100), { kind: 'charge', amount: 100 })).toMatchObject({ balanceAfter: 0, earnedAfter: 0, earnedDelta: -100 });
  });

  it('an exchange hold takes earned sparks only, up to the earned part', () => {
    expect(planEntry(wallet(1000, 400), { kind: 'charge', amount: 300, earnedOnly: true })).toMatchObject({
      amount: -300, earnedDelta: -300, balanceAfter: 700, earnedAfter: 100,
    });
    expect(planEntry(wallet(1000, 400), { kind: 'charge', amount: 400, earnedOnly: true }).earnedAfter).toBe(0);
    const attempt = () => planEntry(wallet(1500, 0), { kind: 'charge', amount: 1500, earnedOnly: true });
    expect(attempt).toThrow(NotExchangeableError);
    try {
      planEntry(wallet(1000, 299), { kind: 'charge', amount: 300, earnedOnly: true });
    } catch (error) {
      expect((error as NotExchangeableError).exchangeable).toBe(299);
    }
  });

  it('a refund gives back the earned part its charge took', () => {
    expect(planEntry(wallet(700, 100), { kind: 'refund', amount: 300, earnedRefund: 300 })).toMatchObject({ balanceAfter: 1000, earnedAfter: 400, earnedDelta: 300 });
    expect(planEntry(wallet(30, 30), { kind: 'refund', amount: 70, earnedRefund: 10 })).toMatchObject({ balanceAfter: 100, earnedAfter: 40 });
    expect(() => planEntry(wallet(0), { kind: 'refund', amount: 5, earnedRefund: 6 })).toThrow(InvalidAmountError);
  });

  it('keeps 0 <= earned <= total through any sequence', () => {
    let state = wallet(0);
    const steps = [
      { kind: 'credit', amount: 500 },
      { kind: 'credit', amount: 270, earned: true },
      { kind: 'charge', amount: 600 },
      { kind: 'credit', amount: 54, earned: true },
      { kind: 'charge', amount: 224 },
    ] as const;
    for (const step of steps) {
      const plan = planEntry(state, step);
      state = { total: plan.balanceAfter, earned: plan.earnedAfter, promo: plan.promoAfter };
      expect(state.earned).toBeGreaterThanOrEqual(0);
      expect(state.earned).toBeLessThanOrEqual(state.total);
    }
    expect(state).toEqual({ total: 0, earned: 0, promo: 0 });
  });
});

describe('promo (welcome) sparks', () => {
  it('a promo credit raises the total and the promo part only', () => {
    expect(planEntry(wallet(0), { kind: 'credit', amount: 50, promo: true })).toEqual({
      kind: 'credit', amount: 50, earnedDelta: 0, promoDelta: 50, balanceAfter: 50, earnedAfter: 0, promoAfter: 50,
    });
    expect(() => planEntry(wallet(0), { kind: 'credit', amount: 50, promo: true, earned: true })).toThrow(InvalidAmountError);
  });

  it('a platform charge takes promo sparks first, then bought, then earned', () => {
    // 50 promo + 30 bought + 20 earned.
    expect(planEntry(wallet(100, 20, 50), { kind: 'charge', amount: 5 })).toMatchObject({ promoDelta: -5, earnedDelta: 0, balanceAfter: 95, promoAfter: 45 });
    expect(planEntry(wallet(100, 20, 50), { kind: 'charge', amount: 60 })).toMatchObject({ promoDelta: -50, earnedDelta: 0, promoAfter: 0, earnedAfter: 20 });
    expect(planEntry(wallet(100, 20, 50), { kind: 'charge', amount: 90 })).toMatchObject({ promoDelta: -50, earnedDelta: -10, balanceAfter: 10, earnedAfter: 10 });
    expect(() => planEntry(wallet(50, 0, 50), { kind: 'charge', amount: 51 })).toThrow(InsufficientSparksError);
  });

  it('a marketplace charge never takes promo sparks', () => {
    expect(planEntry(wallet(100, 20, 50), { kind: 'charge', amount: 40, market: true })).toMatchObject({ promoDelta: 0, earnedDelta: -10, balanceAfter: 60, promoAfter: 50, earnedAfter: 10 });
    expect(planEntry(wallet(100, 20, 50), { kind: 'charge', amount: 50, market: true })).toMatchObject({ promoAfter: 50, earnedAfter: 0, balanceAfter: 50 });
    try {
      planEntry(wallet(100, 20, 50), { kind: 'charge', amount: 60, market: true });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PromoNotSpendableError);
      expect(error).toMatchObject({ available: 50, needed: 10 });
    }
    // Only welcome sparks: nothing is available for the marketplace.
    expect(() => planEntry(wallet(50, 0, 50), { kind: 'charge', amount: 5, market: true })).toThrow(PromoNotSpendableError);
    // No promo sparks: the ordinary shortfall.
    expect(() => planEntry(wallet(3), { kind: 'charge', amount: 5, market: true })).toThrow(InsufficientSparksError);
    expect(marketSpendable(wallet(100, 20, 50))).toBe(50);
  });

  it('an exchange hold never takes promo sparks', () => {
    expect(() => planEntry(wallet(400, 0, 400), { kind: 'charge', amount: 300, earnedOnly: true })).toThrow(NotExchangeableError);
    expect(planEntry(wallet(700, 300, 400), { kind: 'charge', amount: 300, earnedOnly: true })).toMatchObject({ promoDelta: 0, promoAfter: 400 });
  });

  it('a refund gives back the same mix its charge took', () => {
    const charge = planEntry(wallet(100, 20, 50), { kind: 'charge', amount: 90 });
    const after = { total: charge.balanceAfter, earned: charge.earnedAfter, promo: charge.promoAfter };
    const refund = planEntry(after, { kind: 'refund', amount: -charge.amount, earnedRefund: -charge.earnedDelta, promoRefund: -charge.promoDelta });
    expect({ total: refund.balanceAfter, earned: refund.earnedAfter, promo: refund.promoAfter }).toEqual(wallet(100, 20, 50));
    expect(() => planEntry(wallet(0), { kind: 'refund', amount: 5, earnedRefund: 3, promoRefund: 3 })).toThrow(InvalidAmountError);
  });

  it('refuses a wallet whose parts exceed its total', () => {
    expect(() => planEntry(wallet(10, 5, 6), { kind: 'credit', amount: 1 })).toThrow(InvalidAmountError);
    expect(() => planEntry(wallet(10, 0, -1), { kind: 'credit', amount: 1 })).toThrow(InvalidAmountError);
  });

  it('keeps 0 <= promo, earned and promo + earned <= total through any sequence', () => {
    let state = wallet(0);
    const steps = [
      { kind: 'credit', amount: 50, promo: true },
      { kind: 'charge', amount: 5 },
      { kind: 'credit', amount: 100 },
      { kind: 'credit', amount: 60, earned: true },
      { kind: 'charge', amount: 120, market: true },
      { kind: 'charge', amount: 70 },
      { kind: 'refund', amount: 5, promoRefund: 5 },
      { kind: 'charge', amount: 20 },
    ] as const;
    for (const step of steps) {
      const plan = planEntry(state, step);
      state = { total: plan.balanceAfter, earned: plan.earnedAfter, promo: plan.promoAfter };
      expect(state.earned).toBeGreaterThanOrEqual(0);
      expect(state.promo).toBeGreaterThanOrEqual(0);
      expect(state.earned + state.promo).toBeLessThanOrEqual(state.total);
    }
    expect(state).toEqual({ total: 0, earned: 0, promo: 0 });
  });
});

describe('walletBalances', () => {
  it('reads the stored figures; a wallet without earned_balance has none earned', () => {
    expect(walletBalances({ spark_balance: 300, earned_balance: 120 })).toEqual({ total: 300, earned: 120, promo: 0 });
    expect(walletBalances({ spark_balance: 300, promo_balance: 50 })).toEqual({ total: 300, earned: 0, promo: 50 });
    expect(walletBalances({ spark_balance: 300 })).toEqual({ total: 300, earned: 0, promo: 0 });
    expect(walletBalances(undefined)).toEqual({ total: 0, earned: 0, promo: 0 });
  });
});

describe('ledgerBalance and ledgerEarned', () => {
  it('sum signed entries', () => {
    expect(ledgerBalance([{ amount: 100 }, { amount: -15 }, { amount: 15 }, { amount: -5 }])).toBe(95);
    expect(ledgerBalance([])).toBe(0);
    expect(ledgerEarned([{ earned_delta: 108 }, {}, { earned_delta: -8 }])).toBe(100);
    expect(ledgerPromo([{ promo_delta: 50 }, {}, { promo_delta: -5 }, { promo_delta: 5 }])).toBe(50);
  });
});

describe('sameOperation', () => {
  it('matches a replay of the same charge and rejects a different one', () => {
    expect(sameOperation({ kind: 'charge', amount: -5 }, { kind: 'charge', amount: 5 })).toBe(true);
    expect(sameOperation({ kind: 'charge', amount: -5 }, { kind: 'charge', amount: 15 })).toBe(false);
    expect(sameOperation({ kind: 'credit', amount: 5 }, { kind: 'charge', amount: 5 })).toBe(false);
  });

  it('never replays a non-exchangeable credit as an earned one, or back', () => {
    expect(sameOperation({ kind: 'credit', amount: 5, earned_delta: 0 }, { kind: 'credit', amount: 5 })).toBe(true);
    expect(sameOperation({ kind: 'credit', amount: 5 }, { kind: 'credit', amount: 5, earned: true })).toBe(false);
    expect(sameOperation({ kind: 'credit', amount: 5, earned_delta: 5 }, { kind: 'credit', amount: 5, earned: true })).toBe(true);
    expect(sameOperation({ kind: 'credit', amount: 5, earned_delta: 5 }, { kind: 'credit', amount: 5 })).toBe(false);
    expect(sameOperation({ kind: 'credit', amount: 5, promo_delta: 5 }, { kind: 'credit', amount: 5, promo: true })).toBe(true);
    expect(sameOperation({ kind: 'credit', amount: 5, promo_delta: 5 }, { kind: 'credit', amount: 5 })).toBe(false);
    expect(sameOperation({ kind: 'credit', amount: 5 }, { kind: 'credit', amount: 5, promo: true })).toBe(false);
  });
});

describe('ledgerCategory', () => {
  it('names sparks purchases, sales and gifts among credits', () => {
    expect(ledgerCategory('credit', 'sparks_purchase')).toBe('purchase');
    expect(ledgerCategory('credit', 'market_sale')).toBe('sale');
    expect(ledgerCategory('credit', 'course_sale')).toBe('sale');
    expect(ledgerCategory('credit', 'welcome_grant')).toBe('bonus');
    expect(ledgerCategory('credit', 'demo_topup')).toBe('bonus');
    expect(ledgerCategory('credit', 'anything_new')).toBe('bonus');
  });

  it('tells an exchange hold from the other charges', () => {
    expect(ledgerCategory('charge', 'exchange')).toBe('exchange');
    expect(ledgerCategory('charge', 'course_purchase')).toBe('charge');
    expect(ledgerCategory('charge', 'market_purchase')).toBe('charge');
    expect(ledgerCategory('charge', 'aiQuiz')).toBe('charge');
  });

  it('files every refund as a refund, whatever it gives back', () => {
    expect(ledgerCategory('refund', 'exchange_rejected')).toBe('refund');
    expect(ledgerCategory('refund', 'aiQuiz failed: timeout')).toBe('refund');
  });
});
