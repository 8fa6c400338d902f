// A dialog around one form: a title, the fields, the failure alert (or the caller's own banner),
// and Cancel / submit; it cannot be closed while saving. The course forms and the centre's
// "Add teacher" use it. Test ids: {dialogTestId ?? testId} on the dialog, {testId}-error,
// {testId}-cancel, {testId}-submit.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, type DialogContentProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  testId: string;
  /** The dialog's own test id, when it is not `testId`. */
  dialogTestId?: string;
  size: 'md' | 'lg' | 'xl';
  title: ReactNode;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  busy: boolean;
  failure?: string | null;
  /** Shown after the fields instead of the failure alert (e.g. the centre's timed banner). */
  banner?: ReactNode;
  submitDisabled?: boolean;
  /** Width and height limits of the dialog's content. */
  contentProps?: Pick<DialogContentProps, 'w' | 'maxW' | 'maxH'>;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  testId,
  dialogTestId,
  size,
  title,
  submitLabel,
  cancelLabel,
  closeLabel,
  busy,
  failure = null,
  banner,
  submitDisabled = false,
  contentProps,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open placement="center" size={size} scrollBehavior="inside" onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={dialogTestId ?? testId} mx="4" {...contentProps}>
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {banner}
                  {failure && (
                    <Alert.Root status="error" data-testid={`${testId}-error`}>
                      <Alert.Indicator />
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} disabled={submitDisabled} data-testid={`${testId}-submit`}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy} aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
