// A 1-5 star input: Chakra's RatingGroup (a radio group of five stars, arrow keys move between
// them). Used by course reviews and the feedback form. Test ids: `${testId}` on the group,
// `${testId}-{n}` on each star.
import { RatingGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function StarInput({
  value,
  onChange,
  disabled,
  label,
  starLabel,
  testId,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The group's name for screen readers. */
  label: ReactNode;
  /** Each star's name, e.g. "3 stars". */
  starLabel: (count: number) => string;
  testId: string;
}) {
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
      <RatingGroup.Label srOnly>{label}</RatingGroup.Label>
      <RatingGroup.HiddenInput />
      <RatingGroup.Control>
        {[1, 2, 3, 4, 5].map((index) => (
          <RatingGroup.Item key={index} index={index} data-testid={`${testId}-${index}`} aria-label={starLabel(index)}>
            <RatingGroup.ItemIndicator />
          </RatingGroup.Item>
        ))}
      </RatingGroup.Control>
    </RatingGroup.Root>
  );
}
