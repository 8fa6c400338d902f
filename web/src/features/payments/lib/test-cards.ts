// The local HyperPay server of `npm start` (emulators/hyperpay/server.mjs) and its test cards
// (docs/market.md). The hint only shows when the widget comes from that local server.

export type TestCardResult = 'success' | 'declined' | 'pending';

export interface TestCard {
  number: string;
  brand: string;
  result: TestCardResult;
  code: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4200 0000 0000 0000', brand: 'VISA', result: 'success', code: '000.100.110' },
  { number: '5454 5454 5454 5454', brand: 'MASTER', result: 'success', code: '000.100.110' },
  { number: '4464 0400 0000 0007', brand: 'MADA', result: 'success', code: '000.100.110' },
  { number: '4000 0000 0000 0002', brand: 'VISA', result: 'declined', code: '800.100.151' },
  { number: '4000 0000 0000 0036', brand: 'VISA', result: 'pending', code: '000.200.000' },
];

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** True when the widget script is served by a local (test) HyperPay server. */
export function isLocalWidget(widgetScriptUrl: string): boolean {
  try {
    const { hostname } = new URL(widgetScriptUrl);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}
