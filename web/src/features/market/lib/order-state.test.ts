import { describe, expect, it } from 'vitest';
import { orderFromState } from './order-state';

const order = {
  order_id: 'o-12345678',
  items: [{ product_id: 'p1', title: 'T', seller_uid: 's', price: 0, charged: 5, commission: 5, earnings: 0 }],
  total: 5,
  balance: 95,
  created_at: null,
};

describe('orderFromState', () => {
  it('reads the order of this page', () => {
    expect(orderFromState({ order }, 'o-12345678')).toBe(order);
  });

  it('ignores missing, foreign or malformed state', () => {
    expect(orderFromState(null, 'o-12345678')).toBeNull();
    expect(orderFromState({}, 'o-12345678')).toBeNull();
    expect(orderFromState({ order }, 'other')).toBeNull();
    expect(orderFromState({ order: { ...order, items: 'x' } }, 'o-12345678')).toBeNull();
    expect(orderFromState({ order: { ...order, items: [{ product_id: 1 }] } }, 'o-12345678')).toBeNull();
  });
});
