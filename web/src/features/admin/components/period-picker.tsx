// The report's period: the last 7, 30 or 90 days. Test ids: commissions-period, commissions-days-{n}.
import { SegmentGroup } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { REPORT_PERIODS, type ReportPeriod } from '../lib/list-params';

export function PeriodPicker({ value, onChange }: { value: ReportPeriod; onChange: (days: ReportPeriod) => void }) {
  const intl = useIntl();
  return (
    <SegmentGroup.Root
      value={String(value)}
      onValueChange={(details) => {
        const days = REPORT_PERIODS.find((period) => String(period) === details.value);
        if (days) onChange(days);
      }}
      size="sm"
      aria-label={intl.formatMessage({ id: 'admin.commissions.period' })}
      data-testid="commissions-period"
      alignSelf={{ base: 'flex-start', md: 'flex-end' }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={REPORT_PERIODS.map((days) => ({
          value: String(days),
          label: <span data-testid={`commissions-days-${days}`}>{intl.formatMessage({ id: 'admin.commissions.lastDays' }, { days })}</span>,
        }))}
      />
    </SegmentGroup.Root>
  );
}
