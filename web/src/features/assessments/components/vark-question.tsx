// One VARK situation and its four options as cards; any number may be ticked. The group is a
// fieldset named by the situation.
import { CheckboxCard, Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { VarkModality } from '@shared/assessment-catalogue';
import { FormattedMessage } from 'react-intl';
import { optionOrder } from '../lib/questionnaire';

export function VarkQuestion({
  questionId,
  index,
  chosen,
  onToggle,
}: {
  questionId: string;
  index: number;
  chosen: readonly VarkModality[];
  onToggle: (modality: VarkModality) => void;
}) {
  return (
    <Fieldset.Root data-testid="vark-question" data-question={questionId}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" textAlign="start" lineHeight="short">
        <FormattedMessage id={`assessments.vark.${questionId}.question`} />
      </Fieldset.Legend>
      <Fieldset.HelperText textAlign="start">
        <FormattedMessage id="assessments.vark.chooseAll" />
      </Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {optionOrder(index).map((modality) => (
            <CheckboxCard.Root
              key={`${questionId}-${modality}`}
              checked={chosen.includes(modality)}
              onCheckedChange={() => onToggle(modality)}
              colorPalette="brand"
              data-testid={`vark-option-${modality}`}
            >
              <CheckboxCard.HiddenInput />
              <CheckboxCard.Control>
                <CheckboxCard.Content>
                  {/* No modality names on the options: they would steer the answers. */}
                  <CheckboxCard.Label textAlign="start" fontWeight="normal">
                    <FormattedMessage id={`assessments.vark.${questionId}.${modality}`} />
                  </CheckboxCard.Label>
                </CheckboxCard.Content>
                <CheckboxCard.Indicator />
              </CheckboxCard.Control>
            </CheckboxCard.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
