// A new password and its confirmation (sign-up, reset link). The password field shows the
// password rules until it has an error. Test ids: `${testIdPrefix}-password`,
// `${testIdPrefix}-confirm`, each with its `-error`.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormTextField } from '@/components/forms/form-text-field';
import { PasswordInput } from './password-input';

type NewPasswordName = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  testIdPrefix: string;
  /** Label of the first field: "Password" on sign-up, "New password" on the reset form. */
  passwordLabel: ReactNode;
  values: Record<NewPasswordName, string>;
  onChange: (name: NewPasswordName, value: string) => void;
  fieldError: (name: NewPasswordName) => string | undefined;
}

export function NewPasswordFields({ testIdPrefix, passwordLabel, values, onChange, fieldError }: NewPasswordFieldsProps) {
  return (
    <>
      <FormTextField
        label={passwordLabel}
        required
        input={PasswordInput}
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={fieldError('password')}
        helper={<FormattedMessage id="auth.field.password.help" />}
        testId={`${testIdPrefix}-password`}
      />
      <FormTextField
        label={<FormattedMessage id="auth.field.confirmPassword" />}
        required
        input={PasswordInput}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
        error={fieldError('confirmPassword')}
        testId={`${testIdPrefix}-confirm`}
      />
    </>
  );
}
