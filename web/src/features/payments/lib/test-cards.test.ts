import { describe, expect, it } from 'vitest';
import { isLocalWidget, TEST_CARDS } from './test-cards';

describe('local HyperPay widget', () => {
  it('is recognised by its host', () => {
    expect(isLocalWidget('http://127.0.0.1:4020/v1/paymentWidgets.js?checkoutId=a')).toBe(true);
    expect(isLocalWidget('http://localhost:4020/v1/paymentWidgets.js?checkoutId=a')).toBe(true);
    expect(isLocalWidget('http://[::1]:4020/v1/paymentWidgets.js')).toBe(true);
  });

  it('is not the real HyperPay, nor a look-alike host', () => {
    expect(isLocalWidget('https://eu-test.oppwa.com/v1/paymentWidgets.js?checkoutId=a')).toBe(false);
    expect(isLocalWidget('https://eu-prod.oppwa.com/v1/paymentWidgets.js')).toBe(false);
    expect(isLocalWidget('https://127.0.0.1.evil.example/x.js')).toBe(false);
    expect(isLocalWidget('not a url')).toBe(false);
  });

  it('lists the documented cards, one per outcome at least', () => {
    expect(new Set(TEST_CARDS.map((card) => card.result))).toEqual(new Set(['success', 'declined', 'pending']));
    for (const card of TEST_CARDS) expect(card.number.replace(/ /g, '')).toMatch(/^\d{16}$/);
  });
});
