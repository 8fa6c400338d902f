// Dates of the seller's pages in the interface language.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export function useSellerFormat() {
  const intl = useIntl();
  return useMemo(() => {
    const none = intl.formatMessage({ id: 'seller.none' });
    const valid = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : null);
    return {
      rtl: intl.locale.startsWith('ar'),
      none,
      date: (iso: string | null | undefined) => {
        const date = valid(iso);
        return date ? intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' }) : none;
      },
      dateTime: (iso: string | null | undefined) => {
        const date = valid(iso);
        return date ? intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : none;
      },
      /** A YYYY-MM-DD day (UTC) as a short axis label. */
      day: (day: string) => intl.formatDate(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      number: (value: number) => intl.formatNumber(value),
      riyals: (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'SAR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
  }, [intl]);
}
