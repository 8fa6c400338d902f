// Rejecting products needs a reason the sellers will read (3 to 500 characters).
// Test ids: admin-reject-dialog, admin-reject-reason, admin-reject-error, admin-confirm, admin-cancel.
import { Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { REJECT_REASON, checkRejectReason } from '../lib/review';

export function RejectReasonDialog({
  count,
  busy,
  onClose,
  onConfirm,
  titleId = 'admin.reject.title',
  bodyId = 'admin.reject.body',
}: {
  /** How many products (or courses) are being rejected. */
  count: number;
  /** Courses reuse the dialog with their own title and explanation. */
  titleId?: string;
  bodyId?: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { value, check } = checkRejectReason(reason);
  const invalid = touched && check !== 'ok';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check === 'ok' && !busy) onConfirm(value);
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
          <Dialog.Content data-testid="admin-reject-dialog" mx="4">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={titleId} values={{ count }} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text color="fg.muted">
                    <FormattedMessage id={bodyId} />
                  </Text>
                  <Field.Root required invalid={invalid}>
                    <Field.Label>
                      <FormattedMessage id="admin.reject.reasonLabel" />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                      onBlur={() => setTouched(reason.length > 0)}
                      rows={4}
                      maxLength={REJECT_REASON.max + 50}
                      dir="auto"
                      autoFocus
                      placeholder={intl.formatMessage({ id: 'admin.reject.reasonPlaceholder' })}
                      disabled={busy}
                      data-testid="admin-reject-reason"
                    />
                    <Field.HelperText display="flex" justifyContent="space-between" gap="2">
                      <FormattedMessage id="admin.reject.reasonHelp" values={{ min: REJECT_REASON.min, max: REJECT_REASON.max }} />
                      <Text as="span" color={value.length > REJECT_REASON.max ? 'fg.error' : undefined} fontVariantNumeric="tabular-nums">
                        <FormattedNumber value={value.length} />/<FormattedNumber value={REJECT_REASON.max} />
                      </Text>
                    </Field.HelperText>
                    {invalid && (
                      <Field.ErrorText data-testid="admin-reject-error">
                        <FormattedMessage
                          id={check === 'too-long' ? 'admin.reject.tooLong' : 'admin.reject.tooShort'}
                          values={{ min: REJECT_REASON.min, max: REJECT_REASON.max }}
                        />
                      </Field.ErrorText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy} data-testid="admin-cancel">
                  <FormattedMessage id="admin.common.cancel" />
                </Button>
                <Button type="submit" colorPalette="red" loading={busy} disabled={touched && check !== 'ok'} data-testid="admin-confirm">
                  <FormattedMessage id="admin.reject.confirm" values={{ count }} />
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
