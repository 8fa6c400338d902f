// The stored cart with its actions; adding announces the result in a toast.
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { MARKET } from '@shared/constants';
import { toaster } from '@/components/ui/toaster';
import { isolate } from '@/lib/bidi';
import { EMPTY_CART, addResult, addToCart, cartAtom, removeFromCart, withOrderId, type AddResult } from '../lib/cart';

export function useCart() {
  const intl = useIntl();
  const [cart, setCart] = useAtom(cartAtom);

  /** Adds the product; `quiet` skips the toast (buy now goes straight to checkout). */
  const add = useCallback(
    (product: { id: string; title: string }, quiet = false): AddResult => {
      const result = addResult(cart, product.id);
      if (result === 'added') setCart((current) => addToCart(current, product.id));
      if (result === 'cart-full') {
        toaster.create({ type: 'error', title: intl.formatMessage({ id: 'market.cart.full' }, { max: MARKET.maxCartItems }) });
      } else if (!quiet) {
        toaster.create({
          type: result === 'added' ? 'success' : 'info',
          title: intl.formatMessage(
            { id: result === 'added' ? 'market.cart.added' : 'market.cart.alreadyInCart' },
            { title: isolate(product.title) },
          ),
          meta: { testId: 'cart-toast' },
        });
      }
      return result;
    },
    [cart, intl, setCart],
  );

  const remove = useCallback((productIds: readonly string[]) => setCart((current) => removeFromCart(current, productIds)), [setCart]);
  const clear = useCallback(() => setCart(EMPTY_CART), [setCart]);

  /** The order id for the current contents (made once and stored with the cart). */
  const orderId = useCallback((): string => {
    const next = withOrderId(cart, () => crypto.randomUUID());
    if (next !== cart) setCart(next);
    return next.pending_order!.id;
  }, [cart, setCart]);

  return { cart, ids: cart.product_ids, count: cart.product_ids.length, add, remove, clear, orderId };
}
