// Teachers' upload dialog: a PDF, JPG, PNG or MP4 (PDFs and images up to 10 MB, videos up to
// 1 GB, checked here and again by the server), name, description, language, visibility and
// allow-download. The dialog closes once the material exists; the bytes go up in the
// background with the upload-progress box, and the outcome arrives as a toast.
import { Alert, Button, CloseButton, Dialog, Field, Icon, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LuFileUp, LuUpload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import { MATERIAL_CONTENT_TYPES, acceptFor, baseName, checkUploadFile } from '@/lib/uploads/file-checks';
import { formatFileSize } from '@/lib/uploads/file-size';
import { isUploadAborted } from '@/lib/uploads/put-with-progress';
import type { ErrorCode } from '@shared/errors';
import { useUploadMaterial } from '../api/upload-material';
import { checkUploadForm, clearChangedErrors, defaultFieldValues, type FieldErrors, type MaterialFieldValues } from '../lib/material-form';
import { MaterialFields } from './material-fields';
import { isolate } from '@/lib/bidi';

const CREATE_FAILED = { id: 'materials.upload.failed', defaultMessage: 'The material could not be created.' };
const UPLOAD_FAILED = { id: 'uploads.failed', defaultMessage: 'Upload failed' };
const FILE_CODES: readonly ErrorCode[] = ['upload/unsupported-format', 'upload/too-large', 'upload/file-required', 'upload/invalid-file'];

export function UploadMaterialDialog({ classId }: { classId: string }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const upload = useUploadMaterial(classId);
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<MaterialFieldValues>(() => defaultFieldValues(locale === 'en' ? 'en' : 'ar'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const reset = () => {
    setFile(null);
    setValues(defaultFieldValues(locale === 'en' ? 'en' : 'ar'));
    setErrors({});
    setFormError(null);
  };

  const change = (next: MaterialFieldValues) => {
    setErrors((current) => clearChangedErrors(current, values, next));
    setValues(next);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const check = checkUploadFile(chosen);
    setFormError(null);
    if (!check.ok) {
      setFile(null);
      setErrors((current) => ({ ...current, file: check.code }));
      return;
    }
    setFile(chosen);
    setErrors((current) => ({ ...current, file: undefined }));
    if (values.name.trim() === '') change({ ...values, name: baseName(chosen.name).slice(0, 120) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checkUploadForm(file, values);
    if (!check.ok || !file) {
      setErrors(check.ok ? { file: 'upload/file-required' } : check.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSending(true);
    try {
      const started = await upload(check.request, file);
      const name = started.material.name;
      setOpen(false);
      reset();
      started.finished.then(
        () => toaster.create({ type: 'success', title: intl.formatMessage({ id: 'materials.upload.done' }, { name: isolate(name) }) }),
        (error: unknown) => {
          if (isUploadAborted(error)) {
            toaster.create({ type: 'info', title: intl.formatMessage({ id: 'uploads.cancelled' }) });
            return;
          }
          const detail = formatError(intl, error, UPLOAD_FAILED);
          toaster.create({
            type: 'error',
            title: intl.formatMessage(UPLOAD_FAILED),
            description: detail === intl.formatMessage(UPLOAD_FAILED) ? undefined : detail,
          });
        },
      );
    } catch (error) {
      if (error instanceof ApiRequestError && FILE_CODES.includes(error.code as ErrorCode)) {
        setErrors({ file: error.code as ErrorCode });
      } else {
        const fields = error instanceof ApiRequestError ? (fieldErrorCodes(error.fields) as FieldErrors) : {};
        setErrors(fields);
        setFormError(formatError(intl, error, CREATE_FAILED));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (sending) return;
        setOpen(details.open);
        if (!details.open) reset();
      }}
      placement="center"
      scrollBehavior="inside"
      size="md"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="sm" data-testid="material-upload-open">
          <LuUpload aria-hidden />
          <FormattedMessage id="materials.upload.open" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="material-upload-dialog">
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="materials.upload.title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  {formError && (
                    <Alert.Root status="error" borderRadius="l2" data-testid="material-upload-error">
                      <Alert.Indicator />
                      <Alert.Description>{formError}</Alert.Description>
                    </Alert.Root>
                  )}
                  <Field.Root required invalid={!!errors.file} disabled={sending}>
                    <Field.Label htmlFor={fileInputId}>
                      <FormattedMessage id="materials.field.file" />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <input
                      id={fileInputId}
                      ref={fileInput}
                      type="file"
                      accept={acceptFor(MATERIAL_CONTENT_TYPES)}
                      onChange={pick}
                      hidden
                      data-testid="material-file-input"
                    />
                    <Button
                      type="button"
                      variant="outline"
                      w="full"
                      h="auto"
                      gap="3"
                      p="3"
                      justifyContent="flex-start"
                      whiteSpace="normal"
                      fontWeight="normal"
                      borderStyle="dashed"
                      borderColor={errors.file ? 'border.error' : 'border.emphasized'}
                      textAlign="start"
                      onClick={() => fileInput.current?.click()}
                      disabled={sending}
                      aria-describedby={errors.file ? `${fileInputId}-error` : undefined}
                      data-testid="material-file-button"
                    >
                      <Icon as={LuFileUp} boxSize="6" color="brand.fg" aria-hidden />
                      <Stack gap="0" minW="0" flex="1">
                        {file ? (
                          <>
                            <Text fontWeight="medium" truncate data-testid="material-file-name">
                              {file.name}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              {formatFileSize(intl, file.size)}
                              {' · '}
                              <FormattedMessage id="materials.field.file.change" />
                            </Text>
                          </>
                        ) : (
                          <>
                            <Text fontWeight="medium">
                              <FormattedMessage id="materials.field.file.choose" />
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              <FormattedMessage id="materials.field.file.help" />
                            </Text>
                          </>
                        )}
                      </Stack>
                    </Button>
                    {errors.file && (
                      <Field.ErrorText id={`${fileInputId}-error`} data-testid="material-file-error">{intl.formatMessage(errorMessageRef(errors.file))}</Field.ErrorText>
                    )}
                  </Field.Root>
                  <MaterialFields values={values} onChange={change} errors={errors} disabled={sending} testIdPrefix="material" />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={sending} data-testid="material-upload-cancel">
                    <FormattedMessage id="materials.upload.cancel" />
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={sending} data-testid="material-upload-submit">
                  <FormattedMessage id="materials.upload.submit" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'materials.dialog.close' })} disabled={sending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
