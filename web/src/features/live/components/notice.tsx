// A short message in the flow of a screen (an error, or information), read out when it appears.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Notice({ children, status = 'error', title, testId }: { children?: ReactNode; status?: 'error' | 'info' | 'warning' | 'success'; title?: ReactNode; testId: string }) {
  return (
    <Alert.Root status={status} rounded="lg" data-testid={testId} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
