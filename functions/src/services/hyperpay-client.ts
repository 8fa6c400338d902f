// The one place that talks to HyperPay's OPPWA API (docs/market.md, "Buying sparks").
// Configuration comes from the environment: HYPERPAY_BASE_URL (test eu-test.oppwa.com, live
// eu-prod.oppwa.com; `npm start` and `npm test` point it at emulators/hyperpay/server.mjs),
// HYPERPAY_ENTITY_ID and HYPERPAY_ACCESS_TOKEN. A network failure, a timeout, a 5xx or an
// answer without a result code is the gateway's fault: 502 payment/create-failed or
// payment/verify-failed, never a decision about the payment.
import { ApiError } from '../lib/http';
import type { ErrorCode } from '../shared/errors';

const DEFAULT_TIMEOUT_MS = 10_000;

export interface HyperPayConfig {
  baseUrl: string;
  entityId: string;
  accessToken: string;
  timeoutMs: number;
}

/** The configuration, or undefined when a variable is missing (then nothing is sent). */
export function hyperpayConfig(): HyperPayConfig | undefined {
  const baseUrl = process.env.HYPERPAY_BASE_URL?.trim().replace(/\/+$/, '');
  const entityId = process.env.HYPERPAY_ENTITY_ID?.trim();
  const accessToken = process.env.HYPERPAY_ACCESS_TOKEN?.trim();
  if (!baseUrl || !entityId || !accessToken) return undefined;
  return { baseUrl, entityId, accessToken, timeoutMs: Number(process.env.HYPERPAY_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS };
}

function requireConfig(failure: ErrorCode): HyperPayConfig {
  const config = hyperpayConfig();
  if (!config) {
    console.error('HyperPay is not configured: set HYPERPAY_BASE_URL, HYPERPAY_ENTITY_ID and HYPERPAY_ACCESS_TOKEN.');
    throw new ApiError(failure);
  }
  return config;
}

export interface HyperPayResult {
  code: string;
  description: string;
}

interface OppwaAnswer {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  result?: { code?: unknown; description?: unknown };
}

/** Sends one request; answers the parsed body when it carries a result code. */
async function send(
  config: HyperPayConfig,
  failure: ErrorCode,
  path: string,
  init: { method: 'GET' | 'POST'; body?: URLSearchParams },
): Promise<{ body: OppwaAnswer; result: HyperPayResult }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: init.method,
      headers: { Authorization: `Bearer ${config.accessToken}`, Accept: 'application/json' },
      body: init.body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    console.error(`HyperPay ${init.method} ${path} failed`, error);
    throw new ApiError(failure);
  }
  let body: OppwaAnswer | undefined;
  try {
    body = JSON.parse(text) as OppwaAnswer;
  } catch {
    body = undefined;
  }
  const code = body?.result?.code;
  // 401/403 means our credentials are wrong: a configuration fault, not the shopper's.
  if (response.status >= 500 || response.status === 401 || response.status === 403 || typeof code !== 'string' || !body) {
    console.error(`HyperPay ${init.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    throw new ApiError(failure);
  }
  const description = typeof body.result?.description === 'string' ? body.result.description : '';
  return { body, result: { code, description } };
}

/** Creates a COPYandPAY checkout for an amount ("92.00"); answers its id. */
export async function createCheckout(input: {
  amount: string;
  currency: string;
  merchantTransactionId: string;
}): Promise<{ checkoutId: string; widgetScriptUrl: string }> {
  const config = requireConfig('payment/create-failed');
  const body = new URLSearchParams({
    entityId: config.entityId,
    amount: input.amount,
    currency: input.currency,
    paymentType: 'DB',
    merchantTransactionId: input.merchantTransactionId,
  });
  const answer = await send(config, 'payment/create-failed', '/v1/checkouts', { method: 'POST', body });
  const checkoutId = answer.body.id;
  if (answer.result.code !== '000.200.100' || typeof checkoutId !== 'string' || !checkoutId) {
    console.error(`HyperPay refused the checkout: ${answer.result.code} ${answer.result.description}`);
    throw new ApiError('payment/create-failed');
  }
  return {
    checkoutId,
    widgetScriptUrl: `${config.baseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`,
  };
}

export interface PaymentStatus {
  result: HyperPayResult;
  /** As HyperPay reports them; checked against what was sold. */
  amount: unknown;
  currency: unknown;
}

/**
 * Asks for the payment status of a checkout. The path is built here from the checkout id
 * (already checked against RESOURCE_PATH): nothing else is ever fetched.
 */
export async function getPaymentStatus(checkoutId: string): Promise<PaymentStatus> {
  const config = requireConfig('payment/verify-failed');
  const path = `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment?entityId=${encodeURIComponent(config.entityId)}`;
  const { body, result } = await send(config, 'payment/verify-failed', path, { method: 'GET' });
  return { result, amount: body.amount, currency: body.currency };
}
