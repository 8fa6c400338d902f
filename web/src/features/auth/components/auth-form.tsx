// The form of an account screen: named for screen readers (by the screen's title), the
// form-level error on top, then the fields. SubmitButton is its full-width submit button.
import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';

export interface AuthFormProps {
  /** The form's accessible name: the screen's title. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** The form-level error (the server's answer), if any. */
  error: string | null;
  errorTestId: string;
  children: ReactNode;
}

export function AuthForm({ label, onSubmit, error, errorTestId, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        {error && <FormAlert testId={errorTestId}>{error}</FormAlert>}
        {children}
      </Stack>
    </form>
  );
}

export interface SubmitButtonProps {
  /** The label while `loading`. */
  loadingText: string;
  loading: boolean;
  testId: string;
  children: ReactNode;
}

export function SubmitButton({ loadingText, loading, testId, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      width="full"
      loading={loading}
      loadingText={loadingText}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
