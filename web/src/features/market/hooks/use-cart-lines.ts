// The cart as lines that can be bought: each product's detail read from the API, products that
// are gone, already owned, the caller's own or no longer approved taken out of the stored cart,
// with a notice of what was removed and why (kept until dismissed).
import { useEffect, useMemo, useState } from 'react';
import { cartTotal, reconcileCart, type ReconciledCart } from '../lib/cart-math';
import { useCart } from './use-cart';
import { useCartProducts } from './use-cart-products';

export type CartNotice = ReconciledCart['dropped'][number];

export function useCartLines() {
  const cart = useCart();
  const products = useCartProducts(cart.ids);
  const reconciled = useMemo(() => reconcileCart(cart.ids, products.reads), [cart.ids, products.reads]);
  const [notices, setNotices] = useState<CartNotice[]>([]);
  const droppedKey = reconciled.dropped.map((item) => `${item.id}:${item.reason}`).join(',');
  const { remove } = cart;

  // New removals become notices (adjusting state while rendering, not in an effect).
  const [noticedKey, setNoticedKey] = useState('');
  if (droppedKey !== noticedKey) {
    setNoticedKey(droppedKey);
    if (reconciled.dropped.length > 0) {
      const dropped = reconciled.dropped;
      setNotices((previous) => [...previous.filter((item) => !dropped.some((d) => d.id === item.id)), ...dropped]);
    }
  }

  // The stored cart (an external store) forgets them.
  useEffect(() => {
    if (reconciled.dropped.length > 0) remove(reconciled.dropped.map((item) => item.id));
    // `droppedKey` names exactly what `reconciled.dropped` holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [droppedKey, remove]);

  const lines = reconciled.lines;
  /** Every product in the cart is read and buyable: the lines are the cart. */
  const ready = !products.loading && !products.error && lines.length === cart.ids.length;
  return {
    cart,
    lines,
    total: cartTotal(lines),
    ready,
    loading: products.loading && !products.refreshing,
    refreshing: products.refreshing,
    error: products.error,
    reload: products.reload,
    notices,
    addNotices: (more: CartNotice[]) => setNotices((previous) => [...previous, ...more]),
    dismissNotices: () => setNotices([]),
  };
}
