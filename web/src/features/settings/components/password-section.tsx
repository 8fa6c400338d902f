// Change password: current, new, confirm; checked with the API's own schema.
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@/components/forms/form-text-field';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import type { ErrorCode } from '@shared/errors';
import { changeOwnPasswordRequestSchema, useChangeOwnPassword } from '../api/change-own-password';
import { SettingsSection } from './settings-section';

const CHANGE_FAILED = { id: 'settings.password.failed', defaultMessage: 'Password reset request failed' };
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = [
  { name: 'currentPassword', testId: 'settings-current-password', autoComplete: 'current-password' },
  { name: 'password', testId: 'settings-new-password', autoComplete: 'new-password' },
  { name: 'confirmPassword', testId: 'settings-confirm-password', autoComplete: 'new-password' },
] as const;

export function PasswordSection() {
  const intl = useIntl();
  const changePassword = useChangeOwnPassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeOwnPasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorCodes(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await changePassword(parsed.data);
      setValues(EMPTY);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'settings.password.saved' }) });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? fieldErrorCodes(error.fields) : {};
      if (error instanceof ApiRequestError && error.code === 'auth/wrong-password') fields.currentPassword = error.code;
      setErrors(fields);
      toaster.create({ type: 'error', title: formatError(intl, error, CHANGE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection section="settings.password">
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'settings.password.title' })}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {FIELDS.map(({ name, testId, autoComplete }) => (
              <FormTextField
                key={name}
                label={<FormattedMessage id={`settings.password.${name}`} />}
                required
                type="password"
                autoComplete={autoComplete}
                value={values[name]}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [name]: value }));
                  setErrors(({ [name]: _removed, ...rest }) => rest);
                }}
                error={errors[name] ? intl.formatMessage(errorMessageRef(errors[name])) : undefined}
                testId={testId}
              />
            ))}
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-end' }}
            loading={saving}
            data-testid="settings-password-save"
          >
            <FormattedMessage id="settings.password.save" />
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
