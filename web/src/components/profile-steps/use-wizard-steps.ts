// The step logic shared by the onboarding wizard and the profile wizard: the values, prefilled
// from the user; the current step and whether it is valid; Previous; and the form's submit
// (Enter, Next or Complete), which opens the next step or, on the last one, completes.
import { useState, type FormEvent } from 'react';
import type { UserDto } from '@shared/schemas/user';
import { LAST_STEP, PROFILE_STEPS, isStepValid, profileValuesFromUser, type ProfileFormValues } from './profile-form';

export type WizardSteps = ReturnType<typeof useWizardSteps>;

/** `busy`: the wizard is saving; the form's submit is ignored then. */
export function useWizardSteps(user: UserDto, busy: boolean) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileValuesFromUser(user));
  const [step, setStep] = useState(0);
  const stepValid = isStepValid(step, values);

  /** The form's onSubmit; `complete` runs on the last step. */
  const submitStep = (complete: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!stepValid || busy) return;
    if (step < LAST_STEP) setStep(step + 1);
    else complete();
  };

  return {
    values,
    setValues,
    step,
    /** Goes to a step (the stepper's completed steps). */
    setStep,
    stepName: PROFILE_STEPS[step]!,
    stepValid,
    isLastStep: step >= LAST_STEP,
    previous: () => setStep(step - 1),
    submitStep,
  };
}
