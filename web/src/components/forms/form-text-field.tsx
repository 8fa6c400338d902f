// The one text-field shape of the forms: Field.Root + label (with the required marker) + input
// + error text, or helper text while there is no error. Test ids: `testId` on the input and
// `${testId}-error` on the error text. Other input props (type, autoComplete, inputMode, dir,
// maxLength...) go to the input.
import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

export interface FormTextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'required' | 'disabled'> {
  /** The label, e.g. <FormattedMessage id="..." />. */
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The field's error message; the field is invalid while there is one. */
  error?: string;
  /** Shown under the input while there is no error. */
  helper?: ReactNode;
  testId: string;
  /** The input component, e.g. a password input with a show/hide button (default: Input). */
  input?: ComponentType<InputProps>;
}

export function FormTextField({
  label,
  required,
  disabled,
  value,
  onChange,
  error,
  helper,
  testId,
  input: InputComponent = Input,
  ...inputProps
}: FormTextFieldProps) {
  return (
    <Field.Root required={required} disabled={disabled} invalid={!!error}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputComponent
        {...inputProps}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      {helper && !error ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : (
        <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );
}
