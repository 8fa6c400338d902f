// Confirms deleting a material (DELETE; the file goes too).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { deleteMaterial } from '../api/delete-material';
import type { ClassMaterial } from '../lib/materials';
import { isolate } from '@/lib/bidi';

const DELETE_FAILED = { id: 'materials.delete.failed', defaultMessage: 'The material could not be deleted.' };

export function DeleteMaterialDialog({ classId, material, onClose }: { classId: string; material: ClassMaterial; onClose: () => void }) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteMaterial(classId, material.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'materials.delete.done' }, { name: isolate(material.name) }) });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, DELETE_FAILED) });
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      busy={deleting}
      title={<FormattedMessage id="materials.delete.title" />}
      body={<FormattedMessage id="materials.delete.body" values={{ name: <bdi>{material.name}</bdi> }} />}
      confirmLabel={<FormattedMessage id="materials.delete.confirm" />}
      cancelLabel={<FormattedMessage id="materials.delete.cancel" />}
      testId="material-delete-dialog"
      cancelTestId="material-delete-cancel"
      confirmTestId="material-delete-confirm"
    />
  );
}
