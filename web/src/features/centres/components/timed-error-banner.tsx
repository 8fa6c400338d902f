// The enterprise screens' red error banner: it clears itself 5 s after the last error (spec 001
// section 9 "The enterprise error banner clears after 5 s") or on its close button.
// Test id: {testId}.
import { Alert, CloseButton } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { createTimedError, type TimedError } from '../lib/timed-error';

/** The banner's text and a setter; each new error restarts the 5 s. */
export function useTimedError(): { error: TimedError | null; show: (text: string) => void; clear: () => void } {
  const [store] = useState(createTimedError);
  const error = useSyncExternalStore(store.subscribe, store.get, store.get);
  // No timer outlives the screen.
  useEffect(() => () => store.clear(), [store]);
  return { error, show: store.show, clear: store.clear };
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
