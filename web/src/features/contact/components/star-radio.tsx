// A 1-5 star rating people can leave empty: Chakra's RatingGroup (a radio group of five stars,
// arrow keys move between them) with a "clear" button once rated.
// Test ids: `${testId}` on the group, `${testId}-{n}` on each star, `${testId}-clear`.
import { Button, HStack, RatingGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export function StarRadio({ value, onChange, label, disabled, testId }: { value: number; onChange: (value: number) => void; label: ReactNode; disabled?: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <HStack gap="3" wrap="wrap">
      <RatingGroup.Root
        count={5}
        value={value}
        onValueChange={(details) => onChange(details.value)}
        disabled={disabled}
        size="lg"
        colorPalette="yellow"
        data-testid={testId}
        data-value={value}
      >
        <RatingGroup.Label srOnly>{label}</RatingGroup.Label>
        <RatingGroup.HiddenInput />
        <RatingGroup.Control>
          {[1, 2, 3, 4, 5].map((index) => (
            <RatingGroup.Item key={index} index={index} data-testid={`${testId}-${index}`} aria-label={intl.formatMessage({ id: 'contact.feedback.stars' }, { count: index })}>
              <RatingGroup.ItemIndicator />
            </RatingGroup.Item>
          ))}
        </RatingGroup.Control>
      </RatingGroup.Root>
      {value > 0 && (
        <Button variant="plain" size="xs" color="fg.muted" onClick={() => onChange(0)} disabled={disabled} data-testid={`${testId}-clear`}>
          <FormattedMessage id="contact.feedback.clearRating" />
        </Button>
      )}
    </HStack>
  );
}
