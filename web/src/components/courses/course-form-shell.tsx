// The dialog the course forms share (the instructor's course and lesson, the centre's enterprise
// course): a title, the fields, the failure alert (or the caller's own banner), and Cancel /
// submit; it cannot be closed while saving. Test ids: {testId}, {testId}-error, {testId}-cancel,
// {testId}-submit.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, type DialogContentProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export function CourseFormShell({
  testId,
  size,
  titleId,
  submitId,
  busy,
  failure = null,
  banner,
  submitDisabled = false,
  closeLabelId = 'courses.author.common.close',
  contentProps,
  onSubmit,
  onClose,
  children,
}: {
  testId: string;
  size: 'md' | 'lg' | 'xl';
  titleId: string;
  submitId: string;
  busy: boolean;
  failure?: string | null;
  /** Shown after the fields instead of the failure alert (e.g. the centre's timed banner). */
  banner?: ReactNode;
  submitDisabled?: boolean;
  closeLabelId?: string;
  /** Width and height limits of the dialog's content. */
  contentProps?: Pick<DialogContentProps, 'w' | 'maxW' | 'maxH'>;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open placement="center" size={size} scrollBehavior="inside" onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4" {...contentProps}>
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={titleId} />
                </Dialog.Title>
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
                  <FormattedMessage id="courses.author.common.cancel" />
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} disabled={submitDisabled} data-testid={`${testId}-submit`}>
                  <FormattedMessage id={submitId} />
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy} aria-label={intl.formatMessage({ id: closeLabelId })} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
