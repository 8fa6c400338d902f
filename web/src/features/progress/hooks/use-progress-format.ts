// Numbers and dates of the Progress tab in the interface language.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export interface ProgressFormat {
  rtl: boolean;
  locale: string;
  /** 87.5 -> "87.5%" ("٨٧٫٥٪" in Arabic); null -> the "no value" dash. */
  percent: (value: number | null | undefined) => string;
  number: (value: number) => string;
  /** A short date for chart axes and tables. */
  date: (iso: string | null | undefined) => string;
  dateTime: (iso: string | null | undefined) => string;
  none: string;
}

export function useProgressFormat(): ProgressFormat {
  const intl = useIntl();
  return useMemo(() => {
    const none = intl.formatMessage({ id: 'progress.none' });
    const valid = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : null);
    return {
      rtl: intl.locale.startsWith('ar'),
      locale: intl.locale,
      none,
      percent: (value) =>
        typeof value === 'number' && Number.isFinite(value)
          ? intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 })
          : none,
      number: (value) => intl.formatNumber(value, { maximumFractionDigits: 1 }),
      date: (iso) => {
        const date = valid(iso);
        return date ? intl.formatDate(date, { day: 'numeric', month: 'short' }) : none;
      },
      dateTime: (iso) => {
        const date = valid(iso);
        return date ? intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : none;
      },
    };
  }, [intl]);
}
