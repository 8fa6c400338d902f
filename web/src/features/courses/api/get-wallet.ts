// GET /wallet -> {data: WalletView}: market_balance is what a course purchase may spend
// (welcome sparks pay for platform features only; docs/market.md).
import type { WalletView } from '@shared/schemas/wallet';
import { apiRequest } from '@/lib/api-client';

export const GET_WALLET_FAILED = { id: 'courses.enroll.walletFailed', defaultMessage: 'Your balance could not be loaded.' };

export async function getWallet(signal?: AbortSignal): Promise<WalletView> {
  const answer = await apiRequest<{ data: WalletView }>('GET', '/wallet', { signal });
  return answer.data;
}
