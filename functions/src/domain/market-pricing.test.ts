import { describe, expect, it } from 'vitest';
import { DEMO_PACKAGES } from '../seed/demo-data';
import {
  cartTotals, earningsBySeller, linePrice, maskIban, priceBandOf, riyalsFor, summariseSales, utcDay, type SaleFacts,
  MIN_PACKAGE_PRICE_PER_SPARK, packagePriceCoversExchange,
} from './market-pricing';

describe('priceBandOf', () => {
  it('puts prices in the spec bands', () => {
    expect([0, 99, 100, 250, 251, 500, 501].map(priceBandOf)).toEqual([
      'under_100', 'under_100', '100_250', '100_250', '250_500', '250_500', 'over_500',
    ]);
  });
});

describe('linePrice', () => {
  it('splits 90/10 in whole sparks, the rounding going to the platform', () => {
    expect(linePrice(100)).toEqual({ price: 100, charged: 100, commission: 10, earnings: 90 });
    expect(linePrice(15)).toEqual({ price: 15, charged: 15, commission: 2, earnings: 13 });
    expect(linePrice(1)).toEqual({ price: 1, charged: 1, commission: 1, earnings: 0 });
    expect(linePrice(10)).toEqual({ price: 10, charged: 10, commission: 1, earnings: 9 });
  });

  it('never loses a spark to rounding', () => {
    for (let price = 1; price <= 2000; price += 1) {
      const line = linePrice(price);
      expect(line.commission + line.earnings).toBe(price);
      expect(line.earnings).toBe(Math.floor((price * 9) / 10));
    }
  });

  it('charges the 5-spark download fee for a free product, all to the platform', () => {
    expect(linePrice(0)).toEqual({ price: 0, charged: 5, commission: 5, earnings: 0 });
  });

  it('refuses negative or fractional prices', () => {
    expect(() => linePrice(-1)).toThrow(RangeError);
    expect(() => linePrice(1.5)).toThrow(RangeError);
  });
});

describe('cart totals and seller earnings', () => {
  const lines = [
    { ...linePrice(120), seller_uid: 'a' },
    { ...linePrice(0), seller_uid: 'a' },
    { ...linePrice(55), seller_uid: 'b' },
  ];

  it('adds the lines', () => {
    expect(cartTotals(lines)).toEqual({ total: 180, commission: 12 + 5 + 6, earnings: 108 + 0 + 49 });
    expect(cartTotals([])).toEqual({ total: 0, commission: 0, earnings: 0 });
  });

  it('groups earnings per seller', () => {
    expect([...earningsBySeller(lines)]).toEqual([['a', 108], ['b', 49]]);
    expect([...earningsBySeller([{ ...linePrice(0), seller_uid: 'c' }])]).toEqual([['c', 0]]);
  });
});

describe('riyalsFor', () => {
  it('converts 300 sparks to 100 riyals with two decimals, floored to halalas', () => {
    expect(riyalsFor(300)).toBe('100.00');
    expect(riyalsFor(301)).toBe('100.33');
    expect(riyalsFor(302)).toBe('100.66');
    expect(riyalsFor(1000)).toBe('333.33');
    expect(riyalsFor(0)).toBe('0.00');
    expect(riyalsFor(10_000_000)).toBe('3333333.33');
  });
});

describe('maskIban', () => {
  it('shows the country code and the last four characters only', () => {
    expect(maskIban('SA0380000000608010167519')).toBe('SA******************7519');
    expect(maskIban('SA03 8000 0000 6080 1016 7519')).toBe('SA******************7519');
    expect(maskIban('SA12')).toBe('****');
  });
});

describe('summariseSales', () => {
  const sale = (id: string, product: string, charged: number, iso: string): SaleFacts => ({
    sale_id: id, product_id: product, title: `T ${product}`, seller_uid: 's', seller_name: 'S', buyer_uid: 'b',
    ...linePrice(charged), created_at: Date.parse(iso),
  });

  it('sums totals, UTC days and products', () => {
    const sales = [
      sale('1', 'p1', 100, '2024-05-02T23:30:00Z'),
      sale('2', 'p2', 50, '2024-05-02T00:10:00Z'),
      sale('3', 'p1', 100, '2024-05-01T12:00:00Z'),
    ];
    const report = summariseSales(sales, (s) => s.product_id, 2);
    expect(report.totals).toEqual({ sales_count: 3, gross: 250, commission: 25, earnings: 225 });
    expect(report.byDay.map((d) => [d.date, d.sales_count, d.gross])).toEqual([['2024-05-01', 1, 100], ['2024-05-02', 2, 150]]);
    expect(report.byKey.map((k) => [k.key, k.sales_count, k.gross])).toEqual([['p1', 2, 200], ['p2', 1, 50]]);
    expect(report.recent.map((s) => s.sale_id)).toEqual(['1', '2']);
  });

  it('reads a day in UTC', () => {
    expect(utcDay(Date.parse('2024-12-31T23:59:59.999Z'))).toBe('2024-12-31');
  });
});

describe('packagePriceCoversExchange', () => {
  it('sets the floor at what the exchange pays for the seller share of a spark', () => {
    expect(MIN_PACKAGE_PRICE_PER_SPARK).toBeCloseTo(0.3, 10);
  });

  it('refuses the probe package (1,500 sparks for 399 SAR) and accepts prices at or above the floor', () => {
    expect(packagePriceCoversExchange({ sparks: 1500, price: '399.00' })).toBe(false);
    expect(packagePriceCoversExchange({ sparks: 1500, price: '450.00' })).toBe(true);
    expect(packagePriceCoversExchange({ sparks: 1500, price: '449.99' })).toBe(false);
    expect(packagePriceCoversExchange({ sparks: 0, price: '1.00' })).toBe(false);
    expect(packagePriceCoversExchange({ sparks: 10, price: 'free' })).toBe(false);
  });

  it('holds for every demo package', () => {
    for (const pkg of DEMO_PACKAGES) expect(packagePriceCoversExchange(pkg), pkg.id).toBe(true);
  });
});
