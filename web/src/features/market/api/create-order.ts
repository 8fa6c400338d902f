// POST /market/orders {order_id, product_ids, expected_total} -> 201 {status, message, data: OrderView}.
// One transaction; the same order_id again returns the recorded order and charges nothing.
// Errors: 402 market/insufficient-balance (values.needed), 409 market/price-changed,
// market/already-purchased, market/unavailable, market/own-product.
import { checkoutSchema, type CheckoutInput, type OrderView } from '@shared/schemas/market';
import { apiRequest } from '@/lib/api-client';

export const CREATE_ORDER_FAILED = { id: 'market.checkout.failed', defaultMessage: 'The purchase could not be completed.' };

export async function createOrder(input: CheckoutInput): Promise<OrderView> {
  const body = checkoutSchema.parse(input);
  const answer = await apiRequest<{ status: string; message: string; data: OrderView }>('POST', '/market/orders', { body });
  return answer.data;
}
