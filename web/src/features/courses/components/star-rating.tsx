// Stars: a read-only rating (average, with halves) and the 1-5 input of the review form.
import { HStack, RatingGroup, Text } from '@chakra-ui/react';
import { FormattedNumber, useIntl } from 'react-intl';
import { StarInput } from '@/components/ui/star-input';

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

/** The review form's input: the shared StarInput with the reviews' labels. */
export function ReviewStarInput({ value, onChange, disabled, testId }: { value: number; onChange: (value: number) => void; disabled?: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <StarInput
      value={value}
      onChange={onChange}
      disabled={disabled}
      label={intl.formatMessage({ id: 'courses.reviews.ratingLabel' })}
      starLabel={(count) => intl.formatMessage({ id: 'courses.reviews.stars' }, { count })}
      testId={testId}
    />
  );
}
