// A message inside a form or panel: errors are announced (role alert), the rest politely.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function InlineAlert({
  status = 'error',
  title,
  children,
  testId,
}: {
  status?: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Alert.Root status={status} borderRadius="md" data-testid={testId} role={status === 'error' ? 'alert' : 'status'} textAlign="start">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
