import { describe, expect, it } from 'vitest';
import { MARKET } from '@shared/constants';
import { EMPTY_CART, addResult, addToCart, contentsKey, normaliseCart, removeFromCart, withOrderId } from './cart';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

describe('normaliseCart', () => {
  it('reads junk as an empty cart', () => {
    expect(normaliseCart(null)).toEqual(EMPTY_CART);
    expect(normaliseCart('x')).toEqual(EMPTY_CART);
    expect(normaliseCart({ product_ids: 'a' })).toEqual(EMPTY_CART);
  });

  it('keeps valid unique ids, at most the cart limit', () => {
    const cart = normaliseCart({ product_ids: ['a', 'a', 'b/c', 3, 'b', ...ids(30)] });
    expect(cart.product_ids.slice(0, 3)).toEqual(['a', 'b', 'p0']);
    expect(cart.product_ids).toHaveLength(MARKET.maxCartItems);
  });

  it('keeps the pending order only when it matches the contents', () => {
    const order = { id: '123e4567-e89b-12d3-a456-426614174000', contents: 'a,b' };
    expect(normaliseCart({ product_ids: ['b', 'a'], pending_order: order }).pending_order).toEqual(order);
    expect(normaliseCart({ product_ids: ['a'], pending_order: order }).pending_order).toBeNull();
    expect(normaliseCart({ product_ids: ['a', 'b'], pending_order: { id: 'bad id!', contents: 'a,b' } }).pending_order).toBeNull();
  });
});

describe('adding and removing', () => {
  it('adds once, refuses a full cart', () => {
    const one = addToCart(EMPTY_CART, 'a');
    expect(one.product_ids).toEqual(['a']);
    expect(addResult(one, 'a')).toBe('already-in-cart');
    expect(addToCart(one, 'a')).toBe(one);
    const full = { product_ids: ids(MARKET.maxCartItems), pending_order: null };
    expect(addResult(full, 'z')).toBe('cart-full');
    expect(addToCart(full, 'z')).toBe(full);
  });

  it('a change of contents forgets the pending order', () => {
    const cart = withOrderId(addToCart(addToCart(EMPTY_CART, 'a'), 'b'), () => 'order-0001');
    expect(cart.pending_order).toEqual({ id: 'order-0001', contents: 'a,b' });
    expect(addToCart(cart, 'c').pending_order).toBeNull();
    expect(removeFromCart(cart, ['a'])).toEqual({ product_ids: ['b'], pending_order: null });
    expect(removeFromCart(cart, ['zz'])).toBe(cart);
  });
});

describe('withOrderId: one order id per cart contents', () => {
  it('keeps the id while the contents are the same, makes a new one otherwise', () => {
    let counter = 0;
    const make = () => `order-000${++counter}`;
    const first = withOrderId({ product_ids: ['a', 'b'], pending_order: null }, make);
    expect(first.pending_order?.id).toBe('order-0001');
    expect(withOrderId(first, make)).toBe(first);
    const changed = withOrderId({ ...first, product_ids: ['a'] }, make);
    expect(changed.pending_order).toEqual({ id: 'order-0002', contents: 'a' });
  });

  it('contentsKey ignores the order of the ids', () => {
    expect(contentsKey(['b', 'a'])).toBe(contentsKey(['a', 'b']));
  });
});
