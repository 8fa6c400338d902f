import { describe, expect, it } from 'vitest';
import { MARKET } from '@shared/constants';
import type { ProductDetail } from '@shared/schemas/market';
import { balanceAfter, cartTotal, chargeFor, dropReason, productIdsFromValues, reconcileCart, shortfall } from './cart-math';

const product = (id: string, extra: Partial<ProductDetail> = {}): ProductDetail => ({
  id,
  title: `Title ${id}`,
  description: '',
  subject: 'mathematics',
  grade: 7,
  content_type: 'textbook',
  education_level: 'secondary_school',
  price: 100,
  price_band: '100_250',
  tags: [],
  preview: { url: '', content_type: 'image/png' },
  seller: { uid: 's', name: 'Seller' },
  status: 'approved',
  sales_count: 0,
  created_at: null,
  gallery: [],
  content_file: { name: 'a.pdf', content_type: 'application/pdf', size: 1 },
  reject_reason: null,
  reviewed_at: null,
  purchased: false,
  is_owner: false,
  ...extra,
});

describe('prices', () => {
  it('a free product costs the content download fee', () => {
    expect(chargeFor(0)).toBe(MARKET.freeProductFee);
    expect(chargeFor(120)).toBe(120);
  });

  it('totals the charged prices', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartTotal([{ price: 0 }, { price: 100 }, { price: 250 }])).toBe(MARKET.freeProductFee + 350);
  });

  it('the shortfall is what the balance does not cover', () => {
    expect(shortfall(300, 100)).toBe(200);
    expect(shortfall(300, 300)).toBe(0);
    expect(shortfall(300, 500)).toBe(0);
    expect(shortfall(10, -5)).toBe(10);
    expect(balanceAfter(300, 500)).toBe(200);
  });
});

describe('reconcileCart', () => {
  it('keeps buyable lines in cart order and explains the rest', () => {
    const reads = new Map<string, ProductDetail | null>([
      ['a', product('a')],
      ['b', null],
      ['c', product('c', { purchased: true })],
      ['d', product('d', { is_owner: true })],
      ['e', product('e', { status: 'archived' })],
      ['f', product('f', { price: 0 })],
    ]);
    const result = reconcileCart(['f', 'a', 'b', 'c', 'd', 'e', 'unread'], reads);
    expect(result.lines.map((line) => line.id)).toEqual(['f', 'a']);
    expect(result.dropped).toEqual([
      { id: 'b', title: null, reason: 'gone' },
      { id: 'c', title: 'Title c', reason: 'owned' },
      { id: 'd', title: 'Title d', reason: 'own-product' },
      { id: 'e', title: 'Title e', reason: 'unavailable' },
    ]);
  });

  it('dropReason: nothing for an approved product of someone else', () => {
    expect(dropReason(product('a'))).toBeNull();
  });
});

describe('productIdsFromValues', () => {
  it('reads product_id and comma lists', () => {
    expect(productIdsFromValues(undefined)).toEqual([]);
    expect(productIdsFromValues({ product_id: 'a' })).toEqual(['a']);
    expect(productIdsFromValues({ product_ids: 'a, b', product_id: 'a' })).toEqual(['a', 'b']);
    expect(productIdsFromValues({ needed: 4 })).toEqual([]);
  });
});
