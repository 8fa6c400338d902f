// /onboard: the 4-step wizard after role selection (spec 000 section 2): identity, contact,
// birthday, about. Previous; Next only when the step's fields are filled and not '-'; Skip for
// Now finishes with what the completed steps hold; Complete saves everything. Both save via
// PATCH /user with onboarded: true, then open the landing page by user type.
import { Alert, Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { ProfileStepFields } from '@/components/profile-steps/profile-step-fields';
import { PROFILE_STEPS } from '@/components/profile-steps/profile-form';
import { ProfileStepper } from '@/components/profile-steps/profile-stepper';
import { useWizardSteps } from '@/components/profile-steps/use-wizard-steps';
import { WizardStepButtons } from '@/components/profile-steps/wizard-step-buttons';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { useUpdateUser } from '@/lib/session/use-update-user';
import { landingPathFor, type UserDto } from '@shared/schemas/user';
import { onboardingPayload } from '../lib/onboarding-payload';

const SAVE_FAILED = { id: 'onboarding.failed', defaultMessage: 'Failed to update profile. Please try again.' };

export default function OnboardingRoute() {
  const { user } = useAtomValue(authAtom);
  if (!user) return null; // the route guard shows the loader or redirects
  if (!user.user_type) return <Navigate to="/iam" replace />;
  return <OnboardingWizard user={user} />;
}

function OnboardingWizard({ user }: { user: UserDto }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const [saving, setSaving] = useState<'complete' | 'skip' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wizard = useWizardSteps(user, saving !== null);
  const { step, stepName } = wizard;

  const finish = async (mode: 'complete' | 'skip') => {
    setSaving(mode);
    setError(null);
    try {
      const saved = await updateUser(onboardingPayload(wizard.values, step, mode));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: `onboarding.${mode === 'complete' ? 'saved' : 'skipped'}` }) });
      void navigate(landingPathFor(saved.user_type), { replace: true });
    } catch (failure) {
      setSaving(null);
      setError(formatError(intl, failure, SAVE_FAILED));
    }
  };

  return (
    <Container maxW="2xl" py={{ base: '4', md: '10' }} px={{ base: '3', md: '6' }}>
      <Card.Root variant="elevated" borderRadius="2xl" data-testid="onboarding-screen">
        <Card.Header gap="2">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            <FormattedMessage id="onboarding.title" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="onboarding.subtitle" />
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="6">
            <ProfileStepper step={step} onSelect={wizard.setStep} testIdPrefix="onboarding" />
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted" data-testid="onboarding-step-count">
                <FormattedMessage id="onboarding.stepOf" values={{ current: step + 1, total: PROFILE_STEPS.length }} />
              </Text>
              <Heading as="h2" size="lg" data-testid="onboarding-step-title">
                <FormattedMessage id={`profile.step.${stepName}`} />
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id={`profile.step.${stepName}.hint`} />
              </Text>
            </Stack>
            <form id="onboarding-form" noValidate onSubmit={wizard.submitStep(() => void finish('complete'))}>
              <ProfileStepFields
                step={step}
                values={wizard.values}
                onChange={wizard.setValues}
                testIdPrefix="onboarding"
                disabled={saving !== null}
              />
            </form>
            {error && (
              <Alert.Root status="error" borderRadius="md" data-testid="onboarding-error">
                <Alert.Indicator />
                <Alert.Description>{error}</Alert.Description>
              </Alert.Root>
            )}
          </Stack>
        </Card.Body>
        <Card.Footer>
          <WizardStepButtons
            wizard={wizard}
            formId="onboarding-form"
            labels={{
              previous: <FormattedMessage id="onboarding.previous" />,
              next: <FormattedMessage id="onboarding.next" />,
              complete: <FormattedMessage id="onboarding.complete" />,
            }}
            testIdPrefix="onboarding"
            busy={saving !== null}
            completing={saving === 'complete'}
            skip={
              <Button
                variant="ghost"
                onClick={() => void finish('skip')}
                loading={saving === 'skip'}
                disabled={saving !== null}
                data-testid="onboarding-skip"
              >
                <FormattedMessage id="onboarding.skip" />
              </Button>
            }
          />
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
