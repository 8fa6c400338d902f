// The cart, kept on this device (docs/market.md): the product ids in the order they were added,
// and the id of the order being paid for. The order id is made once per cart contents, so a
// retry after a network error sends the same id and the server never buys twice; any change
// to the contents forgets it. Pure helpers first, then the stored atom.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { MARKET } from '@shared/constants';

export interface PendingOrder {
  /** The client-made order id (a UUID) sent as `order_id`. */
  id: string;
  /** The cart contents it was made for (`contentsKey`). */
  contents: string;
}

export interface CartState {
  product_ids: string[];
  pending_order: PendingOrder | null;
}

export const EMPTY_CART: CartState = { product_ids: [], pending_order: null };

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ORDER_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The same ids in any order give the same key. */
export function contentsKey(ids: readonly string[]): string {
  return [...ids].sort().join(',');
}

/** Whatever was stored (another version, hand-edited storage) read as a valid cart. */
export function normaliseCart(value: unknown): CartState {
  if (!value || typeof value !== 'object') return EMPTY_CART;
  const raw = value as Partial<Record<keyof CartState, unknown>>;
  const ids = Array.isArray(raw.product_ids) ? raw.product_ids : [];
  const product_ids = [...new Set(ids.filter((id): id is string => typeof id === 'string' && PRODUCT_ID.test(id)))].slice(
    0,
    MARKET.maxCartItems,
  );
  const pending = raw.pending_order as Partial<PendingOrder> | null | undefined;
  const pending_order =
    pending && typeof pending.id === 'string' && ORDER_ID.test(pending.id) && pending.contents === contentsKey(product_ids)
      ? { id: pending.id, contents: pending.contents }
      : null;
  return { product_ids, pending_order };
}

export type AddResult = 'added' | 'already-in-cart' | 'cart-full';

export function addResult(cart: CartState, productId: string): AddResult {
  if (cart.product_ids.includes(productId)) return 'already-in-cart';
  if (cart.product_ids.length >= MARKET.maxCartItems) return 'cart-full';
  return 'added';
}

/** The cart with the product added (unchanged when it is already there or the cart is full). */
export function addToCart(cart: CartState, productId: string): CartState {
  if (addResult(cart, productId) !== 'added') return cart;
  return { product_ids: [...cart.product_ids, productId], pending_order: null };
}

/** The cart without these products; the pending order is forgotten when the contents change. */
export function removeFromCart(cart: CartState, productIds: readonly string[]): CartState {
  const drop = new Set(productIds);
  const product_ids = cart.product_ids.filter((id) => !drop.has(id));
  if (product_ids.length === cart.product_ids.length) return cart;
  return { product_ids, pending_order: null };
}

/**
 * The cart with an order id for its current contents: the kept one when the contents have not
 * changed since it was made, else a fresh one from `makeId`.
 */
export function withOrderId(cart: CartState, makeId: () => string): CartState {
  const contents = contentsKey(cart.product_ids);
  if (cart.pending_order?.contents === contents) return cart;
  return { ...cart, pending_order: { id: makeId(), contents } };
}

const storedCartAtom = atomWithStorage<CartState>('sparks.cart', EMPTY_CART, undefined, { getOnInit: true });

/** The cart, always normalised on read; write a `CartState` or an update function. */
export const cartAtom = atom(
  (get) => normaliseCart(get(storedCartAtom)),
  (get, set, next: CartState | ((cart: CartState) => CartState)) => {
    const current = normaliseCart(get(storedCartAtom));
    set(storedCartAtom, typeof next === 'function' ? next(current) : next);
  },
);
