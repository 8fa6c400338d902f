// Status tabs above a list (the approval queue, the payout requests): the tab's panel holds
// the list. Test ids: `${testId}` on the list, `${testId}-${status}` on each tab.
import { Badge, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';

export function StatusTabs<S extends string>({
  statuses,
  value,
  onChange,
  labelId,
  counts = {},
  testId,
  children,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  /** The message of a tab: `${labelId}.${status}`. */
  labelId: string;
  counts?: Partial<Record<S, number>>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(details) => onChange(details.value as S)} colorPalette="brand" variant="line" lazyMount unmountOnExit>
      <Tabs.List data-testid={testId} overflowX="auto" overflowY="hidden">
        {statuses.map((status) => (
          <Tabs.Trigger key={status} value={status} data-testid={`${testId}-${status}`} flexShrink={0}>
            <FormattedMessage id={`${labelId}.${status}`} />
            {counts[status] !== undefined && (
              <Badge colorPalette={counts[status] ? 'orange' : 'gray'} variant="solid" rounded="full" size="sm" data-testid={`${testId}-${status}-count`}>
                <FormattedNumber value={counts[status] ?? 0} />
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {statuses.map((status) => (
        <Tabs.Content key={status} value={status} pt="4">
          {status === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
