// Reject an In Review course, with a reason the teacher reads on their card.
// Test ids: centre-reject-dialog, centre-reject-reason, centre-reject-reason-error,
// centre-reject-dialog-cancel, centre-reject-dialog-confirm.
import { Button, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { COURSES } from '@shared/constants';

export function RejectCourseDialog({
  title,
  busy,
  onClose,
  onReject,
}: {
  /** The course's title, or null when closed. */
  title: string | null;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    if (busy) return;
    setReason('');
    setMissing(false);
    onClose();
  };
  return (
    <Dialog.Root role="alertdialog" open={title !== null} placement="center" onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="centre-reject-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="centres.courses.reject.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                <FormattedMessage id="centres.courses.reject.body" values={{ title: <bdi>{title ?? ''}</bdi> }} />
              </Text>
              <Field.Root required invalid={missing}>
                <Field.Label>
                  <FormattedMessage id="centres.courses.reject.reason" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  dir="auto"
                  rows={3}
                  value={reason}
                  maxLength={COURSES.rejectReasonMaxLength}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setMissing(false);
                  }}
                  data-testid="centre-reject-reason"
                />
                {missing && (
                  <Field.ErrorText data-testid="centre-reject-reason-error">
                    <FormattedMessage id="errors.course/reject-reason-required" />
                  </Field.ErrorText>
                )}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy} data-testid="centre-reject-dialog-cancel">
                <FormattedMessage id="courses.author.common.cancel" />
              </Button>
              <Button
                colorPalette="orange"
                loading={busy}
                onClick={() => {
                  if (!reason.trim()) setMissing(true);
                  else onReject(reason.trim());
                }}
                data-testid="centre-reject-dialog-confirm"
              >
                <FormattedMessage id="courses.author.move.rejected" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
