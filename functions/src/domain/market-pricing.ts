// Pure marketplace arithmetic: price bands, what a line costs, the 90/10 split. No Firebase.
import { PRICE_BANDS, type PriceBand } from '../shared/constants';

export function priceBandOf(price: number): PriceBand {
  return PRICE_BANDS.find((band) => price >= band.min && price <= band.max)?.id ?? 'over_500';
}
