// A yes/no question before something that cannot be undone (delete a class or a quiz, remove a
// member, a player or a challenge, end a live game, leave unsaved changes, submit an answer
// sheet). The confirm button shows progress and the dialog stays until the call ends: closing
// (Escape, backdrop, Cancel) is ignored while `busy`.
// Test ids: `testId` on the dialog; on its buttons `${testId}-cancel` and `${testId}-confirm`, or
// cancelTestId and confirmTestId where a caller names them otherwise (post-delete-dialog's
// buttons are post-delete-cancel and post-delete-confirm).
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  /** The cancel button's text; each feature names it from its own catalogue ("classes.common.cancel"). */
  cancelLabel: ReactNode;
  testId: string;
  cancelTestId?: string;
  confirmTestId?: string;
  /** red for what cannot be undone, brand for a plain confirmation. */
  tone?: 'red' | 'brand';
}

export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  busy,
  title,
  body,
  confirmLabel,
  cancelLabel,
  testId,
  cancelTestId = `${testId}-cancel`,
  confirmTestId = `${testId}-confirm`,
  tone = 'red',
}: ConfirmDialogProps) {
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
              <Button variant="outline" onClick={onClose} disabled={busy} data-testid={cancelTestId}>
                {cancelLabel}
              </Button>
              <Button colorPalette={tone} loading={busy} onClick={onConfirm} data-testid={confirmTestId}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
