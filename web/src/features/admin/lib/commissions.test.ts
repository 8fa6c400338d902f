import { describe, expect, it } from 'vitest';
import type { CommissionsReport } from '@shared/schemas/market';
import { BOM } from '@shared/csv';
import { bySellerCsv, csvFileName, fillDays, recentCsv, sellerNames, sparksToRiyals } from './commissions';

const NOW = Date.UTC(2025, 2, 10, 15, 30);

describe('fillDays', () => {
  it('has one point per day of the period, zero where nothing sold', () => {
    const points = fillDays([{ date: '2025-03-09', sales_count: 2, gross: 200, commission: 20 }], 3, NOW);
    expect(points).toEqual([
      { date: '2025-03-08', sales_count: 0, gross: 0, commission: 0 },
      { date: '2025-03-09', sales_count: 2, gross: 200, commission: 20 },
      { date: '2025-03-10', sales_count: 0, gross: 0, commission: 0 },
    ]);
  });

  it('keeps days the report names outside the window, in date order', () => {
    const points = fillDays([{ date: '2025-03-11', sales_count: 1, gross: 50, commission: 5 }], 1, NOW);
    expect(points.map((point) => point.date)).toEqual(['2025-03-10', '2025-03-11']);
  });
});

describe('sparksToRiyals', () => {
  it('converts at 300 sparks for 100 SAR', () => {
    expect(sparksToRiyals(300)).toBe(100);
    expect(sparksToRiyals(10)).toBe(3.33);
    expect(sparksToRiyals(0)).toBe(0);
  });
});

const report: Pick<CommissionsReport, 'by_seller' | 'recent'> = {
  by_seller: [{ seller_uid: 's1', seller_name: 'Huda, A.', sales_count: 2, gross: 150, commission: 15 }],
  recent: [
    {
      sale_id: 'o1_p1',
      product_id: 'p1',
      title: '=Algebra "basics"',
      charged: 100,
      commission: 10,
      earnings: 90,
      created_at: '2025-03-09T10:00:00.000Z',
      seller_uid: 's1',
      buyer_uid: 'b1',
    },
    {
      sale_id: 'o2_p2',
      product_id: 'p2',
      title: 'Notes',
      charged: 5,
      commission: 5,
      earnings: 0,
      created_at: null,
      seller_uid: 'gone',
      buyer_uid: 'b2',
    },
  ],
};

describe('CSV files', () => {
  it('lists sellers', () => {
    expect(sellerNames(report).get('s1')).toBe('Huda, A.');
    expect(bySellerCsv(report, { seller: 'Seller', sellerId: 'ID', sales: 'Sales', gross: 'Gross', commission: 'Commission' })).toBe(
      `${BOM}Seller,ID,Sales,Gross,Commission\r\n"Huda, A.",s1,2,150,15\r\n`,
    );
  });

  it('lists recent sales with seller names, quoting and formula guards', () => {
    const csv = recentCsv(report, {
      date: 'Date',
      product: 'Product',
      productId: 'Product ID',
      seller: 'Seller',
      buyerId: 'Buyer',
      charged: 'Paid',
      commission: 'Commission',
      earnings: 'Earnings',
    });
    expect(csv.split('\r\n')).toEqual([
      `${BOM}Date,Product,Product ID,Seller,Buyer,Paid,Commission,Earnings`,
      `2025-03-09T10:00:00.000Z,"'=Algebra ""basics""",p1,"Huda, A.",b1,100,10,90`,
      ',Notes,p2,gone,b2,5,5,0',
      '',
    ]);
  });

  it('names the files by kind, period and day', () => {
    expect(csvFileName('sales', 30, NOW)).toBe('commissions-sales-30d-2025-03-10.csv');
  });
});
