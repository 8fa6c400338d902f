// The partner scroller's timing: the spec gives its speed (200, in pixels per second as in the
// usual marquee components), so one loop lasts as long as one copy of the row takes to pass.

export const PARTNER_SCROLLER_SPEED = 200;

export interface MarqueeRow {
  itemCount: number;
  /** Width of one item, in pixels. */
  itemWidth: number;
  /** Space after each item, in pixels (the last one too, so the copies join evenly). */
  gap: number;
}

/** Width of one copy of the row, in pixels. */
export function marqueeCopyWidth({ itemCount, itemWidth, gap }: MarqueeRow): number {
  return Math.max(0, itemCount) * (itemWidth + gap);
}

/** Seconds for one full loop at `speed` pixels per second (rounded to milliseconds). */
export function marqueeDuration(row: MarqueeRow, speed: number = PARTNER_SCROLLER_SPEED): number {
  if (!(speed > 0)) throw new RangeError('speed must be positive');
  return Math.round((marqueeCopyWidth(row) / speed) * 1000) / 1000;
}
