import { describe, expect, it } from 'vitest';
import { COMMISSION_PERCENT, parseWholeNumber, riyalsFor, saleSplit } from './earnings';

describe('saleSplit', () => {
  it('gives the seller floor(90 %) and the platform the rest', () => {
    expect(saleSplit(100)).toEqual({ charged: 100, commission: 10, earnings: 90 });
    expect(saleSplit(15)).toEqual({ charged: 15, commission: 2, earnings: 13 });
    expect(saleSplit(1)).toEqual({ charged: 1, commission: 1, earnings: 0 });
    expect(saleSplit(10)).toEqual({ charged: 10, commission: 1, earnings: 9 });
  });
  it('charges free products the 5-spark download fee, all to the platform', () => {
    expect(saleSplit(0)).toEqual({ charged: 5, commission: 5, earnings: 0 });
  });
  it('has nothing to say about invalid prices', () => {
    expect(saleSplit(null)).toBeNull();
    expect(saleSplit(-1)).toBeNull();
    expect(saleSplit(1.5)).toBeNull();
  });
  it('names the commission as 10 %', () => {
    expect(COMMISSION_PERCENT).toBe(10);
  });
});

describe('riyalsFor', () => {
  it('converts 300 sparks to 100 riyals, floored to halalas', () => {
    expect(riyalsFor(300)).toBe(100);
    expect(riyalsFor(301)).toBe(100.33);
    expect(riyalsFor(1000)).toBe(333.33);
    expect(riyalsFor(null)).toBeNull();
  });
});

describe('parseWholeNumber', () => {
  it('reads western and Arabic-Indic digits', () => {
    expect(parseWholeNumber(' 120 ')).toBe(120);
    expect(parseWholeNumber('١٢٠')).toBe(120);
    expect(parseWholeNumber('۳۰۰')).toBe(300);
  });
  it('refuses anything but a whole number', () => {
    for (const text of ['', '1.5', '-3', '12a', '1e3']) expect(parseWholeNumber(text)).toBeNull();
  });
});
