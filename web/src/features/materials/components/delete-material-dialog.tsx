// Confirms deleting a material (DELETE; the file goes too).
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { deleteMaterial } from '../api/delete-material';
import type { ClassMaterial } from '../lib/materials';

const DELETE_FAILED = { id: 'materials.delete.failed', defaultMessage: 'The material could not be deleted.' };

export function DeleteMaterialDialog({ classId, material, onClose }: { classId: string; material: ClassMaterial; onClose: () => void }) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteMaterial(classId, material.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'materials.delete.done' }, { name: material.name }) });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, DELETE_FAILED) });
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(details) => {
        if (!details.open && !deleting) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="material-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="materials.delete.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <FormattedMessage id="materials.delete.body" values={{ name: material.name }} />
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={deleting} data-testid="material-delete-cancel">
                <FormattedMessage id="materials.delete.cancel" />
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={() => void confirm()} data-testid="material-delete-confirm">
                <FormattedMessage id="materials.delete.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
