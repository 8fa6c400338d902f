// What became of a card payment, and what to do now (issue 10 item 8): declined (nothing was
// charged, try another card), pending (the bank is still confirming: do not pay again) or paid.
// Shown on the verification screen before it goes back, and on the payment page.
import { Alert, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type ShownOutcome = 'declined' | 'pending' | 'paid';

const STATUS = { declined: 'error', pending: 'warning', paid: 'success' } as const;

interface PaymentOutcomePanelProps {
  outcome: ShownOutcome;
  /** The sparks of the payment, when known (the pending and paid texts name them). */
  sparks?: number;
  children?: ReactNode;
}

export function PaymentOutcomePanel({ outcome, sparks, children }: PaymentOutcomePanelProps) {
  const count = sparks ?? 0;
  const known = sparks !== undefined && sparks > 0;
  return (
    <Alert.Root status={STATUS[outcome]} variant="surface" data-testid="payment-outcome" data-outcome={outcome} textAlign="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title data-testid="payment-outcome-title">
          <FormattedMessage id={`payments.outcome.${outcome}.title`} />
        </Alert.Title>
        <Alert.Description>
          <Stack gap="3" align="flex-start">
            <span data-testid="payment-outcome-description">
              <FormattedMessage
                id={`payments.outcome.${outcome}.${outcome === 'declined' || known ? 'description' : 'descriptionNoCount'}`}
                values={{ count }}
              />
            </span>
            {children}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
