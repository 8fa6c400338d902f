// The order handed to the thank-you page in the router state, checked before use: the state
// survives reloads and can be anything after a browser restore. Pure.
import type { OrderView } from '@shared/schemas/market';

export function orderFromState(state: unknown, orderId: string): OrderView | null {
  if (!state || typeof state !== 'object') return null;
  const order = (state as { order?: unknown }).order as Partial<OrderView> | undefined;
  if (!order || typeof order !== 'object' || order.order_id !== orderId) return null;
  if (!Array.isArray(order.items) || typeof order.total !== 'number') return null;
  const itemsOk = order.items.every(
    (item) => item && typeof item.product_id === 'string' && typeof item.title === 'string' && typeof item.charged === 'number',
  );
  return itemsOk ? (order as OrderView) : null;
}
