// A labelled field of the contact and feedback forms with its error under it (the server's and
// the client's codes share the texts in errors.json). Test ids: `${testId}` on the control,
// `${testId}-error` on the message.
import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef } from '@/lib/api-client';

export function FormField({
  label,
  help,
  error,
  required,
  optional,
  testId,
  children,
}: {
  label: ReactNode;
  help?: ReactNode;
  error?: ErrorCode;
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
        {optional && (
          <Field.RequiredIndicator
            fallback={
              <Text as="span" ms="1" color="fg.muted" fontWeight="normal">
                {optional}
              </Text>
            }
          />
        )}
      </Field.Label>
      {children}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{intl.formatMessage(errorMessageRef(error))}</Field.ErrorText>}
    </Field.Root>
  );
}
