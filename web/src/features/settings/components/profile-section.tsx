// The profile data of the wizards, all on one form; PATCH /user with the complete sections.
import { Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProfileStepFields } from '@/components/profile-steps/profile-step-fields';
import {
  PROFILE_STEPS, isStepValid, profileUpdatePayload, profileValuesFromUser, type ProfileFormValues,
} from '@/components/profile-steps/profile-form';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import type { UserDto } from '@shared/schemas/user';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

const UPDATE_FAILED = { id: 'settings.profile.failed', defaultMessage: 'Failed to update profile. Please try again.' };

export function ProfileSection() {
  const { user } = useAtomValue(authAtom);
  return (
    <SettingsSection section="settings.profile">
      {/* Keyed by user: the form starts again from what the server stored after each save. */}
      {user && <ProfileForm key={`${user.id}:${JSON.stringify(profileValuesFromUser(user))}`} user={user} />}
    </SettingsSection>
  );
}

function ProfileForm({ user }: { user: UserDto }) {
  const intl = useIntl();
  const updateProfile = useUpdateProfile();
  const initial = useMemo(() => profileValuesFromUser(user), [user]);
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [saving, setSaving] = useState(false);
  const body = profileUpdatePayload(values);
  const incomplete = PROFILE_STEPS.filter((_, step) => !isStepValid(step, values));
  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || Object.keys(body).length === 0 || saving) return;
    setSaving(true);
    try {
      await updateProfile(body);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'settings.profile.saved' }) });
    } catch (error) {
      const title = intl.formatMessage(UPDATE_FAILED);
      const detail = formatError(intl, error, UPDATE_FAILED);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'settings.profile.title' })}>
      <Stack gap="5">
        {PROFILE_STEPS.map((name, step) => (
          <Fragment key={name}>
            {step > 0 && <Separator />}
            <Stack gap="3">
              <Heading as="h3" size="sm">
                <FormattedMessage id={`profile.step.${name}`} />
              </Heading>
              <ProfileStepFields step={step} values={values} onChange={setValues} testIdPrefix="settings" disabled={saving} />
            </Stack>
          </Fragment>
        ))}
        {incomplete.length > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="settings-profile-incomplete">
            <FormattedMessage
              id="settings.profile.incomplete"
              values={{
                sections: intl.formatList(
                  incomplete.map((name) => intl.formatMessage({ id: `profile.step.${name}` })),
                  { type: 'conjunction' },
                ),
              }}
            />
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-end' }}
          disabled={!changed || Object.keys(body).length === 0}
          loading={saving}
          data-testid="settings-profile-save"
        >
          <FormattedMessage id="settings.profile.save" />
        </Button>
      </Stack>
    </form>
  );
}
