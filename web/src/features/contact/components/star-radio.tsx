// A 1-5 star rating people can leave empty: the shared StarInput with a "clear" button once rated.
// Test ids: `${testId}` on the group, `${testId}-{n}` on each star, `${testId}-clear`.
import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StarInput } from '@/components/ui/star-input';

export function StarRadio({ value, onChange, label, disabled, testId }: { value: number; onChange: (value: number) => void; label: ReactNode; disabled?: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <HStack gap="3" wrap="wrap">
      <StarInput
        value={value}
        onChange={onChange}
        disabled={disabled}
        label={label}
        starLabel={(count) => intl.formatMessage({ id: 'contact.feedback.stars' }, { count })}
        testId={testId}
      />
      {value > 0 && (
        <Button variant="plain" size="xs" color="fg.muted" onClick={() => onChange(0)} disabled={disabled} data-testid={`${testId}-clear`}>
          <FormattedMessage id="contact.feedback.clearRating" />
        </Button>
      )}
    </HStack>
  );
}
