// The form-level message of an account screen (server errors, notices).
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormAlert({
  status = 'error',
  children,
  testId,
}: {
  status?: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  testId: string;
}) {
  return (
    <Alert.Root status={status} borderRadius="md" data-testid={testId} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
