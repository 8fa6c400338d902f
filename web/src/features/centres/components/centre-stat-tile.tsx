// One figure of the area (a stat card): label, the number in the page's locale, an optional
// line under it. Test id: `${testId}` carries data-value (the raw number) for tests.
import { Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedNumber } from 'react-intl';

export function CentreStatTile({ label, value, help, testId }: { label: ReactNode; value: number; help?: ReactNode; testId: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="l3" p="4" data-testid={testId} data-value={value}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>
        <FormattedNumber value={value} />
      </Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}
