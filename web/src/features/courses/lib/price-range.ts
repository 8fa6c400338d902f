// The marketplace's price slider (spec 001: 0-1000). Without a price sort the API matches a
// price range by bands, so minPrice must be one of COURSE_PRICE_EDGES and maxPrice one below an
// edge (or open): the handles move over the edges up to 1000, and the top one means "no maximum".
// Pure.
import { COURSE_PRICE_EDGES } from '@shared/schemas/course-market';

export const PRICE_SLIDER_MAX = 1000;
/** The slider's stops: the edges from 0 to 1000 (0, 1, 50, ..., 1000). */
export const PRICE_STOPS: readonly number[] = COURSE_PRICE_EDGES.filter((edge) => edge <= PRICE_SLIDER_MAX);
const LAST = PRICE_STOPS.length - 1;

export interface PriceRange {
  /** Sparks; undefined is 0 (no minimum). */
  minPrice?: number;
  /** Sparks; undefined is no maximum. */
  maxPrice?: number;
}

/** Handle positions [from, to] (stop indexes, from < to) -> the API's range. */
export function rangeFromStops([from, to]: readonly [number, number]): PriceRange {
  const low = Math.min(Math.max(Math.round(from), 0), LAST - 1);
  const high = Math.min(Math.max(Math.round(to), low + 1), LAST);
  const range: PriceRange = {};
  if (low > 0) range.minPrice = PRICE_STOPS[low];
  if (high < LAST) range.maxPrice = PRICE_STOPS[high]! - 1;
  return range;
}

/** Any range (a shared link, a hand-edited URL) -> the nearest handle positions. */
export function stopsFromRange({ minPrice, maxPrice }: PriceRange): [number, number] {
  // The minimum snaps down to an edge (nothing that matched is lost)...
  let from = 0;
  if (minPrice !== undefined) for (let index = 1; index < LAST; index += 1) if (PRICE_STOPS[index]! <= minPrice) from = index;
  // ... and the maximum up to an edge minus one (the top handle is open: 1000 and above).
  let to = LAST;
  if (maxPrice !== undefined) {
    const index = PRICE_STOPS.findIndex((edge) => edge - 1 >= maxPrice);
    to = index === -1 ? LAST : index;
  }
  return [from, Math.max(to, from + 1)];
}

/** The range the API accepts that is nearest to any range. */
export function snapPriceRange(range: PriceRange): PriceRange {
  return rangeFromStops(stopsFromRange(range));
}

export function isWholePriceRange(range: PriceRange): boolean {
  return range.minPrice === undefined && range.maxPrice === undefined;
}
