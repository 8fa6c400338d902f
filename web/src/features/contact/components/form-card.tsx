// The card around a contact form: the form itself (no browser validation: the shared schema
// checks it) with the failure alert above its fields. Test ids: `${testId}` on the form,
// `${testId}-error` on the alert.
import { Alert, Card, Stack } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

export function FormCard({
  formRef,
  label,
  failure,
  onSubmit,
  testId,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  label: string;
  failure: string | null;
  onSubmit: () => Promise<void>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form
          ref={formRef}
          noValidate
          data-testid={testId}
          aria-label={label}
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <Stack gap="5">
            {failure && (
              <Alert.Root status="error" data-testid={`${testId}-error`}>
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            {children}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
