// The profile-completion wizard (spec 001 sections 2, 4 and 5), opened from the header's
// 'Complete your profile' marker. Four steps prefilled from the user: identity, contact, birth,
// details. Previous / Skip for now (closes, nothing saved) / Next (only when the step is
// valid); Complete on the last step when valid and not saving; completed steps are clickable.
// Success: 100 confetti particles, the 'Profile completed successfully!' toast, closed.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProfileStepFields } from '@/components/profile-steps/profile-step-fields';
import { PROFILE_STEPS, profileUpdatePayload } from '@/components/profile-steps/profile-form';
import { ProfileStepper } from '@/components/profile-steps/profile-stepper';
import { useWizardSteps } from '@/components/profile-steps/use-wizard-steps';
import { WizardStepButtons } from '@/components/profile-steps/wizard-step-buttons';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { useUpdateUser } from '@/lib/session/use-update-user';
import type { UserDto } from '@shared/schemas/user';
import { celebrate } from '../lib/celebrate';

const UPDATE_FAILED = { id: 'profile.wizard.failed', defaultMessage: 'Failed to update profile. Please try again.' };

export interface ProfileWizardProps {
  open: boolean;
  onClose: () => void;
}

export function ProfileWizard({ open, onClose }: ProfileWizardProps) {
  const { user } = useAtomValue(authAtom);
  return (
    <Dialog.Root
      open={open && !!user}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="profile-wizard">
            {/* Mounted per opening, so every opening starts from the user's current data. */}
            {user && <WizardBody user={user} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function WizardBody({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const intl = useIntl();
  const updateUser = useUpdateUser();
  const [saving, setSaving] = useState(false);
  const wizard = useWizardSteps(user, saving);
  const { step, stepName } = wizard;

  const complete = async () => {
    setSaving(true);
    try {
      await updateUser(profileUpdatePayload(wizard.values));
      celebrate();
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'profile.wizard.success' }) });
      onClose();
    } catch (error) {
      setSaving(false);
      const title = intl.formatMessage(UPDATE_FAILED);
      const detail = formatError(intl, error, UPDATE_FAILED);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
    }
  };

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
        <Dialog.Title>
          <FormattedMessage id="profile.wizard.title" />
        </Dialog.Title>
        <Dialog.Description fontSize="sm" color="fg.muted">
          <FormattedMessage id="profile.wizard.description" />
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <ProfileStepper step={step} onSelect={wizard.setStep} testIdPrefix="profile" />
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted" data-testid="profile-step-count">
              <FormattedMessage id="profile.wizard.stepOf" values={{ current: step + 1, total: PROFILE_STEPS.length }} />
            </Text>
            <Text fontWeight="semibold" fontSize="lg" data-testid="profile-step-title">
              <FormattedMessage id={`profile.step.${stepName}`} />
            </Text>
          </Stack>
          <form id="profile-wizard-form" noValidate onSubmit={wizard.submitStep(() => void complete())}>
            <ProfileStepFields step={step} values={wizard.values} onChange={wizard.setValues} testIdPrefix="profile" disabled={saving} />
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <WizardStepButtons
          wizard={wizard}
          formId="profile-wizard-form"
          labels={{
            previous: <FormattedMessage id="profile.wizard.previous" />,
            next: <FormattedMessage id="profile.wizard.next" />,
            complete: <FormattedMessage id="profile.wizard.complete" />,
          }}
          testIdPrefix="profile"
          busy={saving}
          completing={saving}
          nextEnabledWhileBusy
          skip={
            <Button variant="ghost" onClick={onClose} disabled={saving} data-testid="profile-skip">
              <FormattedMessage id="profile.wizard.skip" />
            </Button>
          }
        />
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'profile.wizard.close' })} data-testid="profile-close" />
      </Dialog.CloseTrigger>
    </>
  );
}
