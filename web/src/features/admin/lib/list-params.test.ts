import { describe, expect, it } from 'vitest';
import { pageParam, payoutStatusParam, periodParam, productStatusParam } from './list-params';

describe('list params', () => {
  it('reads known values and falls back otherwise', () => {
    expect(productStatusParam('approved')).toBe('approved');
    expect(productStatusParam('nope')).toBe('pending');
    expect(productStatusParam(null)).toBe('pending');
    expect(payoutStatusParam('paid')).toBe('paid');
    expect(payoutStatusParam('approved')).toBe('pending');
    expect(periodParam('90')).toBe(90);
    expect(periodParam('31')).toBe(30);
    expect(periodParam(null)).toBe(30);
  });

  it('reads a page number from 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('x')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });
});
