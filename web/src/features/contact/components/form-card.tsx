// The cards of the contact forms: the form itself (no browser validation: the shared schema
// checks it) with the failure alert above its fields (test ids `${testId}` on the form,
// `${testId}-error` on the alert), and the success state that replaces it once sent.
import { Alert, Card, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { LuCircleCheck } from 'react-icons/lu';

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

/** `as`: the heading level under the page's own headings; children are the follow-up actions. */
export function SentCard({ as, title, body, testId, children }: { as: 'h2' | 'h3'; title: ReactNode; body: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" data-testid={testId} role="status">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="10">
        <Circle size="14" bg="green.subtle" color="green.fg" aria-hidden>
          <LuCircleCheck size={28} />
        </Circle>
        <Heading as={as} size="xl">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {body}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
