// Edit a pending product's descriptive fields: PATCH /market/products/{id} with what changed.
// Server refusals with `fields` are shown under their fields, others above the form.
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import type { ProductDetail } from '@shared/schemas/market';
import { updateProduct } from '../api/update-product';
import { checkEditForm, clearChangedErrors, formValuesOf, productErrorsOf, type ProductErrors, type ProductFormValues } from '../lib/product-form';
import { ProductFields } from './product-fields';

const SAVE_FAILED = { id: 'seller.edit.failed', defaultMessage: 'The changes could not be saved.' };

export function EditProductDialog({
  product,
  onClose,
  onSaved,
}: {
  product: ProductDetail;
  onClose: () => void;
  onSaved: (product: ProductDetail) => void;
}) {
  const intl = useIntl();
  const [original] = useState(() => formValuesOf(product));
  const [values, setValues] = useState<ProductFormValues>(original);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: ProductFormValues) => {
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
    if (!check.patch) {
      onClose();
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const saved = await updateProduct(product.id, check.patch);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'seller.edit.saved' }) });
      onSaved(saved ?? { ...product, ...check.patch });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? productErrorsOf(error.fields) : {};
      setErrors(fields);
      setFormError(formatError(intl, error, SAVE_FAILED));
    } finally {
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
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="seller-edit-dialog" data-product-id={product.id}>
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="seller.edit.title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {formError && (
                    <Alert.Root status="error" borderRadius="l2" role="alert" data-testid="seller-edit-error">
                      <Alert.Indicator />
                      <Alert.Description>{formError}</Alert.Description>
                    </Alert.Root>
                  )}
                  <ProductFields values={values} onChange={change} errors={errors} disabled={saving} testIdPrefix="edit" />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving} data-testid="seller-edit-cancel">
                  <FormattedMessage id="seller.common.cancel" />
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} data-testid="seller-edit-save">
                  <FormattedMessage id="seller.edit.save" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'seller.common.close' })} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
