// The state and submit of an account form: the values, their errors (useFormErrors) and a
// submit that checks the request with the API's own zod schema (whose issue messages are error
// codes), then sends it. `submitting` is true while sending and, by default, stays true after a
// success: the screen is navigating away, and the signed-in guard must not redirect first.
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import type { MessageRef } from '@/lib/api-client';
import { useFormErrors } from './use-form-errors';

export interface AuthFormOptions<Values extends object, Request> {
  initialValues: Values;
  schema: ZodType<Request>;
  /** The request that `schema` checks (default: the values themselves). */
  request?: (values: Values) => unknown;
  send: (request: Request) => Promise<void>;
  /** The form-level message of a failure without a message of its own. */
  failed: MessageRef;
  /** Deals with a failure itself (with the form's errors) instead of showing it: true when it did. */
  onFailure?: (error: unknown, errors: ReturnType<typeof useFormErrors>) => boolean;
  /** The form stays in use after a success: `submitting` goes back to false. */
  idleAfterSuccess?: boolean;
}

export function useAuthForm<Values extends object, Request>({
  initialValues,
  schema,
  request,
  send,
  failed,
  onFailure,
  idleAfterSuccess = false,
}: AuthFormOptions<Values, Request>) {
  const errors = useFormErrors();
  const [values, setValues] = useState(initialValues);
  const [submitting, setSubmitting] = useState(false);

  /** A new value for a field; clears that field's error. */
  const change = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clearField(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(request ? request(values) : values);
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    errors.reset();
    setSubmitting(true);
    try {
      await send(parsed.data);
      if (idleAfterSuccess) setSubmitting(false);
    } catch (error) {
      setSubmitting(false);
      if (!onFailure?.(error, errors)) errors.showFailure(error, failed);
    }
  };

  return { values, change, errors, submitting, submit };
}
