// The enrolment page's figures: what the purchase may spend (welcome sparks pay for platform
// features only), what is left after it, and how many sparks are still needed. Pure.
import type { WalletView } from '@shared/schemas/wallet';

export interface EnrollBalance {
  balance: number;
  /** Sparks a course purchase may take (market_balance). */
  spendable: number;
  /** Welcome sparks that cannot pay for it. */
  promo: number;
  /** Sparks still needed (0 when covered). */
  needed: number;
  /** The balance after the purchase (when covered). */
  after: number;
}

export function enrollBalance(price: number, wallet: Pick<WalletView, 'spark_balance' | 'promo_balance' | 'market_balance'>): EnrollBalance {
  const balance = Math.max(0, wallet.spark_balance);
  const spendable = Math.max(0, Math.min(balance, wallet.market_balance ?? balance - (wallet.promo_balance ?? 0)));
  const cost = Math.max(0, price);
  const needed = Math.max(0, cost - spendable);
  return { balance, spendable, promo: Math.max(0, balance - spendable), needed, after: needed > 0 ? balance : balance - cost };
}
