// The ledger's category filter: All, then each category, as toggle buttons.
// Test ids: wallet-filter, wallet-filter-{all|purchase|charge|refund|sale|exchange|bonus}.
import { Button, Wrap } from '@chakra-ui/react';
import type { LedgerCategory } from '@shared/schemas/wallet';
import { FormattedMessage, useIntl } from 'react-intl';
import { FILTER_MESSAGES, LEDGER_FILTERS } from '../lib/ledger-labels';

export function LedgerFilter({ value, onChange }: { value: LedgerCategory | null; onChange: (category: LedgerCategory | null) => void }) {
  const intl = useIntl();
  return (
    <Wrap gap="2" role="group" aria-label={intl.formatMessage({ id: 'wallet.filter.label' })} data-testid="wallet-filter">
      {LEDGER_FILTERS.map((category) => {
        const key = category ?? 'all';
        const active = category === value;
        return (
          <Button
            key={key}
            size="sm"
            rounded="full"
            colorPalette="brand"
            variant={active ? 'solid' : 'outline'}
            aria-pressed={active}
            onClick={() => onChange(category)}
            data-testid={`wallet-filter-${key}`}
          >
            <FormattedMessage id={FILTER_MESSAGES[key]} />
          </Button>
        );
      })}
    </Wrap>
  );
}
