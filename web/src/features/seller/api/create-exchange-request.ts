// POST /market/exchange-requests {request_id, sparks, iban, account_name}: the sparks are held
// at once and the request stored as pending -> 201 {data: ExchangeRequestView}. Retrying with
// the same request_id returns the recorded request and holds nothing more.
import { apiRequest } from '@/lib/api-client';
import { createExchangeSchema, type CreateExchangeInput, type ExchangeRequestView } from '@shared/schemas/exchange';

export async function createExchangeRequest(input: CreateExchangeInput): Promise<ExchangeRequestView | null> {
  const body = createExchangeSchema.parse(input);
  const answer = await apiRequest<{ data?: ExchangeRequestView }>('POST', '/market/exchange-requests', { body });
  return answer.data ?? null;
}
