// The step indicator of the profile wizards: completed steps (before the current one) are
// buttons that go back to them; the current and later steps are plain labels.
// Test ids: `${prefix}-step-identity`, `-step-contact`, `-step-birth`, `-step-details`.
import { Box, Steps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { PROFILE_STEPS } from './profile-form';

export interface ProfileStepperProps {
  step: number;
  onSelect: (step: number) => void;
  testIdPrefix: string;
}

export function ProfileStepper({ step, onSelect, testIdPrefix }: ProfileStepperProps) {
  const intl = useIntl();
  return (
    <Steps.Root
      step={step}
      count={PROFILE_STEPS.length}
      onStepChange={(details) => {
        if (details.step < step) onSelect(details.step);
      }}
      size="sm"
      colorPalette="brand"
      aria-label={intl.formatMessage({ id: 'profile.stepper.label' })}
    >
      <Steps.List>
        {PROFILE_STEPS.map((name, index) => {
          const title = intl.formatMessage({ id: `profile.step.${name}` });
          const content = (
            <>
              <Steps.Indicator />
              <Steps.Title hideBelow="sm">{title}</Steps.Title>
            </>
          );
          return (
            <Steps.Item key={name} index={index} title={title}>
              {index < step ? (
                <Steps.Trigger
                  data-testid={`${testIdPrefix}-step-${name}`}
                  aria-label={intl.formatMessage({ id: 'profile.stepper.goTo' }, { step: title })}
                  cursor="pointer"
                >
                  {content}
                </Steps.Trigger>
              ) : (
                <Box
                  display="flex"
                  alignItems="center"
                  gap="3"
                  data-testid={`${testIdPrefix}-step-${name}`}
                  aria-current={index === step ? 'step' : undefined}
                >
                  {content}
                </Box>
              )}
              <Steps.Separator />
            </Steps.Item>
          );
        })}
      </Steps.List>
    </Steps.Root>
  );
}
