// The enterprise screens' red error banner: it clears itself 5 s after the last error (spec 001
// section 8 "Enterprise errors show in a red banner and clear after 5 s") or on its close button.
// Test id: {testId} (data-open when shown).
import { Alert, CloseButton } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

export const BANNER_MS = 5000;

/** The banner's text and a setter; each new error restarts the 5 s. */
export function useTimedError(): { error: { text: string; at: number } | null; show: (text: string) => void; clear: () => void } {
  const [error, setError] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => setError(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [error]);
  const show = useCallback((text: string) => setError({ text, at: Date.now() }), []);
  const clear = useCallback(() => setError(null), []);
  return { error, show, clear };
}

export function TimedErrorBanner({ error, onClose, testId }: { error: { text: string } | null; onClose: () => void; testId: string }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Alert.Root status="error" variant="solid" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description dir="auto">{error.text}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" onClick={onClose} aria-label={intl.formatMessage({ id: 'centres.courses.common.close' })} />
    </Alert.Root>
  );
}
