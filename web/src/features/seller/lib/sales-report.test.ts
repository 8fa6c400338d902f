import { describe, expect, it } from 'vitest';
import type { SalesReport } from '@shared/schemas/market';
import { fillDays, hasSales, salesWindowOf } from './sales-report';

const report: SalesReport = {
  totals: { sales_count: 3, gross: 300, commission: 30, earnings: 270 },
  by_day: [
    { date: '2025-03-08', sales_count: 1, gross: 100, commission: 10, earnings: 90 },
    { date: '2025-03-10', sales_count: 2, gross: 200, commission: 20, earnings: 180 },
  ],
  by_product: [],
  recent: [],
};

describe('fillDays', () => {
  it('has one point per UTC day of the window, ending today, zeros kept', () => {
    const points = fillDays(report.by_day, 7, Date.parse('2025-03-10T23:30:00Z'));
    expect(points.map((p) => p.date)).toEqual(['2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10']);
    expect(points.map((p) => p.earnings)).toEqual([0, 0, 0, 0, 90, 0, 180]);
    expect(points[6]).toEqual({ date: '2025-03-10', sales_count: 2, gross: 200, commission: 20, earnings: 180 });
  });
});

describe('salesWindowOf', () => {
  it('takes 7, 30 or 90, else 30', () => {
    expect(salesWindowOf('7')).toBe(7);
    expect(salesWindowOf('90')).toBe(90);
    expect(salesWindowOf('12')).toBe(30);
    expect(salesWindowOf(null)).toBe(30);
  });
});

describe('hasSales', () => {
  it('is false for an empty report', () => {
    expect(hasSales(report)).toBe(true);
    expect(hasSales({ ...report, totals: { sales_count: 0, gross: 0, commission: 0, earnings: 0 } })).toBe(false);
  });
});
