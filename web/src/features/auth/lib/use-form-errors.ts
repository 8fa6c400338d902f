// Error state of an account form: per-field codes (client zod issues or the server's
// `fields`) shown under the inputs, and one form-level text (the server's answer).
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError, type MessageRef } from '@/lib/api-client';
import type { ErrorCode } from '@shared/errors';

type Issues = Parameters<typeof fieldErrorCodes>[0];

export function useFormErrors() {
  const intl = useIntl();
  const [fieldErrors, setFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fieldError = useCallback(
    (name: string): string | undefined => {
      const code = fieldErrors[name];
      return code ? intl.formatMessage(errorMessageRef(code)) : undefined;
    },
    [fieldErrors, intl],
  );

  const clearField = useCallback((name: string) => {
    setFieldErrors((errors) => {
      if (!(name in errors)) return errors;
      const rest = { ...errors };
      delete rest[name];
      return rest;
    });
  }, []);

  const showValidation = useCallback((issues: Issues) => {
    setFormError(null);
    setFieldErrors(fieldErrorCodes(issues));
  }, []);

  const showFailure = useCallback(
    (error: unknown, fallback: MessageRef) => {
      setFieldErrors(error instanceof ApiRequestError ? fieldErrorCodes(error.fields) : {});
      setFormError(formatError(intl, error, fallback));
    },
    [intl],
  );

  const reset = useCallback(() => {
    setFieldErrors({});
    setFormError(null);
  }, []);

  return { fieldError, clearField, showValidation, showFailure, formError, setFormError, reset };
}
