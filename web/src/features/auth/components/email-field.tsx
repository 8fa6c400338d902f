// The e-mail field of the account screens (left to right in every language).
import { FormattedMessage } from 'react-intl';
import { FormTextField, type FormTextFieldProps } from '@/components/forms/form-text-field';

export interface EmailFieldProps extends Pick<FormTextFieldProps, 'value' | 'onChange' | 'error' | 'testId'> {
  /** "username" on the login form (password managers pair it with the password), else "email". */
  autoComplete: 'email' | 'username';
}

export function EmailField(props: EmailFieldProps) {
  return (
    <FormTextField
      label={<FormattedMessage id="auth.field.email" />}
      required
      type="email"
      inputMode="email"
      dir="ltr"
      {...props}
    />
  );
}
