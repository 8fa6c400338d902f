// Teachers edit a material's fields (PATCH with what changed).
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, fieldErrorCodes, formatError } from '@/lib/api-client';
import { updateMaterial } from '../api/update-material';
import { checkEditForm, clearChangedErrors, fieldValuesOf, type FieldErrors, type MaterialFieldValues } from '../lib/material-form';
import type { ClassMaterial } from '../lib/materials';
import { MaterialFields } from './material-fields';

const SAVE_FAILED = { id: 'materials.edit.failed', defaultMessage: 'The changes could not be saved.' };

export function EditMaterialDialog({
  classId,
  material,
  onClose,
}: {
  classId: string;
  material: ClassMaterial;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [original] = useState(() => fieldValuesOf(material));
  const [values, setValues] = useState<MaterialFieldValues>(original);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: MaterialFieldValues) => {
    setErrors((current) => clearChangedErrors(current, values, next));
    setValues(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkEditForm(original, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    if (Object.keys(check.patch).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    setErrors({});
    setFormError(null);
    try {
      await updateMaterial(classId, material.id, check.patch);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'materials.edit.done' }) });
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? (fieldErrorCodes(error.fields) as FieldErrors) : {});
      setFormError(formatError(intl, error, SAVE_FAILED));
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="material-edit-dialog">
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="materials.edit.title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  {formError && (
                    <Alert.Root status="error" borderRadius="l2" data-testid="material-edit-error">
                      <Alert.Indicator />
                      <Alert.Description>{formError}</Alert.Description>
                    </Alert.Root>
                  )}
                  <MaterialFields values={values} onChange={change} errors={errors} disabled={saving} testIdPrefix="material-edit" />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving} data-testid="material-edit-cancel">
                  <FormattedMessage id="materials.edit.cancel" />
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} data-testid="material-edit-save">
                  <FormattedMessage id="materials.edit.save" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'materials.dialog.close' })} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
