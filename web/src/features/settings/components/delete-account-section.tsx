// Delete account, behind a confirmation dialog: DELETE /user, then everything on this device
// goes and the app restarts at /login.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const DELETE_FAILED = { id: 'settings.delete.failed', defaultMessage: 'Error deleting user' };

export function DeleteAccountSection() {
  const intl = useIntl();
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
    } catch (error) {
      setDeleting(false);
      toaster.create({ type: 'error', title: formatError(intl, error, DELETE_FAILED) });
    }
  };

  return (
    <SettingsSection section="settings.delete" tone="danger">
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(details) => {
          if (!deleting) setOpen(details.open);
        }}
        placement="center"
      >
        <Dialog.Trigger asChild>
          <Button colorPalette="red" variant="outline" data-testid="settings-delete-open">
            <LuTrash2 aria-hidden />
            <FormattedMessage id="settings.delete.open" />
          </Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="settings-delete-dialog">
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="settings.delete.confirmTitle" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  <FormattedMessage id="settings.delete.confirmBody" />
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={deleting} data-testid="settings-delete-cancel">
                    <FormattedMessage id="settings.delete.cancel" />
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="red"
                  loading={deleting}
                  onClick={() => void confirm()}
                  data-testid="settings-delete-confirm"
                >
                  <FormattedMessage id="settings.delete.confirm" />
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </SettingsSection>
  );
}
