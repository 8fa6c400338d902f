// One forced-choice pair of the personality test: the prompt and its two statements as cards,
// exactly one to pick.
import { Fieldset, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { PersonalityAnswer } from '@shared/personality-scoring';
import { FormattedMessage } from 'react-intl';

const OPTIONS: PersonalityAnswer[] = ['a', 'b'];

export function PersonalityItem({
  itemId,
  number,
  value,
  missing,
  onChange,
}: {
  itemId: string;
  number: number;
  value: PersonalityAnswer | undefined;
  /** Marked after an attempt to go on without answering it. */
  missing: boolean;
  onChange: (value: PersonalityAnswer) => void;
}) {
  return (
    <Fieldset.Root invalid={missing} data-testid={`personality-item-${itemId}`} data-answered={value !== undefined}>
      <Fieldset.Legend fontWeight="semibold" textAlign="start" lineHeight="short">
        {number}. <FormattedMessage id={`assessments.personality.${itemId}.question`} />
      </Fieldset.Legend>
      <RadioCard.Root
        value={value ?? null}
        onValueChange={(details) => {
          if (details.value === 'a' || details.value === 'b') onChange(details.value);
        }}
        colorPalette="brand"
        size="sm"
        name={itemId}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {OPTIONS.map((option) => (
            <RadioCard.Item key={option} value={option} data-testid={`personality-${itemId}-${option}`} borderColor={missing ? 'border.error' : undefined}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemText textAlign="start" fontWeight="normal">
                  <FormattedMessage id={`assessments.personality.${itemId}.${option}`} />
                </RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
    </Fieldset.Root>
  );
}
