// The footer of the profile wizards: the wizard's own Skip button, then Previous and Next, or
// Complete on the last step. Next and Complete submit the wizard's form (useWizardSteps'
// submitStep). Test ids `${testIdPrefix}-previous`, `-next`, `-complete`.
import { Button, Flex, HStack, Icon } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuArrowRight, LuCheck } from 'react-icons/lu';
import type { WizardSteps } from './use-wizard-steps';

export interface WizardStepButtonsProps {
  wizard: WizardSteps;
  /** id of the wizard's form. */
  formId: string;
  /** The wizard's texts of the three buttons. */
  labels: { previous: ReactNode; next: ReactNode; complete: ReactNode };
  testIdPrefix: string;
  /** The Skip button, at the start. */
  skip: ReactNode;
  /** Saving: Previous and Complete are disabled. */
  busy: boolean;
  /** Completing: Complete shows its spinner. */
  completing: boolean;
  /** Next stays enabled while busy (the profile wizard; submitStep ignores it then). */
  nextEnabledWhileBusy?: boolean;
}

export function WizardStepButtons({
  wizard,
  formId,
  labels,
  testIdPrefix,
  skip,
  busy,
  completing,
  nextEnabledWhileBusy = false,
}: WizardStepButtonsProps) {
  return (
    <Flex width="full" gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
      {skip}
      <HStack gap="3" justify="flex-end">
        <Button
          variant="outline"
          onClick={wizard.previous}
          disabled={wizard.step === 0 || busy}
          data-testid={`${testIdPrefix}-previous`}
        >
          <Icon _rtl={{ transform: 'scaleX(-1)' }} aria-hidden>
            <LuArrowLeft />
          </Icon>
          {labels.previous}
        </Button>
        {wizard.isLastStep ? (
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            disabled={!wizard.stepValid || busy}
            loading={completing}
            data-testid={`${testIdPrefix}-complete`}
          >
            <LuCheck aria-hidden />
            {labels.complete}
          </Button>
        ) : (
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            disabled={!wizard.stepValid || (busy && !nextEnabledWhileBusy)}
            data-testid={`${testIdPrefix}-next`}
          >
            {labels.next}
            <Icon _rtl={{ transform: 'scaleX(-1)' }} aria-hidden>
              <LuArrowRight />
            </Icon>
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
