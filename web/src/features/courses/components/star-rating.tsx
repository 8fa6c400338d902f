// Stars: a read-only rating (average, with halves) and the 1-5 input of the review form.
import { HStack, RatingGroup, Text } from '@chakra-ui/react';
import { FormattedNumber, useIntl } from 'react-intl';

export function StarRating({ value, size = 'sm', showValue = false, testId }: { value: number; size?: 'xs' | 'sm' | 'md'; showValue?: boolean; testId?: string }) {
  const intl = useIntl();
  const rounded = Math.round(value * 2) / 2;
  return (
    <HStack gap="1.5" data-testid={testId} data-value={value}>
      <RatingGroup.Root
        count={5}
        value={rounded}
        allowHalf
        readOnly
        size={size}
        colorPalette="yellow"
        aria-label={intl.formatMessage({ id: 'courses.rating.label' }, { rating: value })}
      >
        <RatingGroup.HiddenInput />
        <RatingGroup.Control>
          {[1, 2, 3, 4, 5].map((index) => (
            <RatingGroup.Item key={index} index={index}>
              <RatingGroup.ItemIndicator />
            </RatingGroup.Item>
          ))}
        </RatingGroup.Control>
      </RatingGroup.Root>
      {showValue && (
        <Text as="span" fontWeight="semibold" fontSize={size} fontVariantNumeric="tabular-nums">
          <FormattedNumber value={value} minimumFractionDigits={1} maximumFractionDigits={1} />
        </Text>
      )}
    </HStack>
  );
}

export function StarInput({ value, onChange, disabled, testId }: { value: number; onChange: (value: number) => void; disabled?: boolean; testId: string }) {
  const intl = useIntl();
  return (
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
      <RatingGroup.Label srOnly>{intl.formatMessage({ id: 'courses.reviews.ratingLabel' })}</RatingGroup.Label>
      <RatingGroup.HiddenInput />
      <RatingGroup.Control>
        {[1, 2, 3, 4, 5].map((index) => (
          <RatingGroup.Item key={index} index={index} data-testid={`${testId}-${index}`} aria-label={intl.formatMessage({ id: 'courses.reviews.stars' }, { count: index })}>
            <RatingGroup.ItemIndicator />
          </RatingGroup.Item>
        ))}
      </RatingGroup.Control>
    </RatingGroup.Root>
  );
}
