// Deciding a payout request. "Mark paid" asks for an optional transfer reference; "Reject" for
// an optional reason and says the held sparks go back to the seller. Errors that are not about
// a stale request stay in the dialog.
// Test ids: payout-dialog (data-decision), payout-reference (paid) or payout-reason (reject),
// payout-dialog-error, payout-confirm, payout-cancel.
import { Alert, Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { PAYOUT_NOTE_MAX, payoutNoteTooLong, type PayoutDecision } from '../lib/payouts';

export function PayoutDialog({
  request,
  decision,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  request: ExchangeRequestView;
  decision: PayoutDecision;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (note: string) => void;
}) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const tooLong = payoutNoteTooLong(decision, note);
  const paid = decision === 'paid';
  const riyals = Number.parseFloat(request.riyals);
  const amount = Number.isFinite(riyals) ? <FormattedNumber value={riyals} style="currency" currency="SAR" /> : request.riyals;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong && !busy) onConfirm(note.trim());
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="payout-dialog" data-decision={decision} mx="4">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={paid ? 'admin.payouts.paidTitle' : 'admin.payouts.rejectTitle'} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {error && (
                    <Alert.Root status="error" borderRadius="l2" data-testid="payout-dialog-error">
                      <Alert.Indicator />
                      <Alert.Description>{error}</Alert.Description>
                    </Alert.Root>
                  )}
                  <Text>
                    {paid ? (
                      <FormattedMessage
                        id="admin.payouts.paidBody"
                        values={{ amount, seller: <Text as="span" dir="auto" fontWeight="semibold">{request.seller_name}</Text> }}
                      />
                    ) : (
                      <FormattedMessage
                        id="admin.payouts.rejectBody"
                        values={{
                          sparks: request.sparks,
                          seller: <Text as="span" dir="auto" fontWeight="semibold">{request.seller_name}</Text>,
                        }}
                      />
                    )}
                  </Text>
                  <Field.Root invalid={tooLong}>
                    <Field.Label>
                      <FormattedMessage id={paid ? 'admin.payouts.referenceLabel' : 'admin.payouts.reasonLabel'} />
                      <Field.RequiredIndicator fallback={<Text as="span" color="fg.muted" fontWeight="normal"><FormattedMessage id="admin.common.optional" /></Text>} />
                    </Field.Label>
                    {paid ? (
                      <Input
                        value={note}
                        onChange={(event) => setNote(event.target.value)}
                        dir="auto"
                        autoFocus
                        disabled={busy}
                        placeholder={intl.formatMessage({ id: 'admin.payouts.referencePlaceholder' })}
                        data-testid="payout-reference"
                      />
                    ) : (
                      <Textarea
                        value={note}
                        onChange={(event) => setNote(event.target.value)}
                        rows={3}
                        dir="auto"
                        autoFocus
                        disabled={busy}
                        placeholder={intl.formatMessage({ id: 'admin.payouts.reasonPlaceholder' })}
                        data-testid="payout-reason"
                      />
                    )}
                    {tooLong ? (
                      <Field.ErrorText>
                        <FormattedMessage id="admin.payouts.noteTooLong" values={{ max: PAYOUT_NOTE_MAX[decision] }} />
                      </Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        <FormattedMessage id={paid ? 'admin.payouts.referenceHelp' : 'admin.payouts.reasonHelp'} />
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy} data-testid="payout-cancel">
                  <FormattedMessage id="admin.common.cancel" />
                </Button>
                <Button type="submit" colorPalette={paid ? 'green' : 'red'} loading={busy} disabled={tooLong} data-testid="payout-confirm">
                  <FormattedMessage id={paid ? 'admin.payouts.paidConfirm' : 'admin.payouts.rejectConfirm'} />
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
