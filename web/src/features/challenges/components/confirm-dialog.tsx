// A yes/no question before something that cannot be undone (delete a quiz, leave unsaved changes,
// remove a challenge). The confirm button shows progress and the dialog stays until the call ends.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  busy,
  title,
  body,
  confirmLabel,
  testId,
  tone = 'red',
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  testId: string;
  /** red for what cannot be undone, brand for a plain confirmation. */
  tone?: 'red' | 'brand';
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
                <FormattedMessage id="challenges.common.cancel" />
              </Button>
              <Button colorPalette={tone} loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
