// A file size in the reader's language ("4.2 MB", "٤٫٢ ميغابايت").
import type { IntlShape } from 'react-intl';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** The unit and value to show for a size in bytes (1024-based, one decimal above bytes). */
export function sizeParts(bytes: number): { value: number; unit: (typeof UNITS)[number] } {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let index = 0;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value: index === 0 ? Math.round(value) : Math.round(value * 10) / 10, unit: UNITS[index]! };
}

export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const { value, unit } = sizeParts(bytes);
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}
