// The state of a contact form checked on the client with a pure function before it is sent:
// the values, the per-field error codes (the client's or the server's), the failure text, and the
// sending and sent flags. Shared by the enterprise form and /feedback.
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorCode } from '@shared/errors';
import { ApiRequestError, fieldErrorCodes, formatError, type MessageRef } from '@/lib/api-client';

type Errors<F> = Partial<Record<keyof F, ErrorCode>>;

interface Options<F, I> {
  initial: F | (() => F);
  check: (form: F, language: 'ar' | 'en') => { ok: true; input: I } | { ok: false; fields: Errors<F> };
  send: (input: I) => Promise<unknown>;
  /** The failure text when the error carries none of its own. */
  failed: MessageRef;
  /** After a successful send, e.g. to clear the fields. */
  onSent?: (setForm: Dispatch<SetStateAction<F>>) => void;
}

export function useCheckedForm<F extends object, I>({ initial, check, send, failed, onSent }: Options<F, I>) {
  const intl = useIntl();
  const language = intl.locale.startsWith('en') ? 'en' : 'ar';
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = <K extends keyof F>(name: K, value: F[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async () => {
    if (sending) return;
    const checked = check(form, language);
    if (!checked.ok) {
      setErrors(checked.fields);
      focusFirstError();
      return;
    }
    setSending(true);
    setErrors({});
    setFailure(null);
    try {
      await send(checked.input);
      setSent(true);
      onSent?.(setForm);
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? (fieldErrorCodes(error.fields) as Errors<F>) : {});
      setFailure(formatError(intl, error, failed));
      focusFirstError();
    } finally {
      setSending(false);
    }
  };

  return { form, setForm, errors, failure, sending, sent, setSent, formRef, change, submit };
}
