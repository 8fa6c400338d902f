// The upload form (docs/market.md, Upload): the descriptive fields, the preview image, the
// gallery and the content file, checked here with the spec's messages (and again by the
// server). Submitting creates the upload, sends the files with progress in the upload box and
// completes it; the route then shows the success screen.
import { Alert, Button, Card, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuUpload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { isUploadAborted } from '@/lib/uploads/put-with-progress';
import type { ErrorCode } from '@shared/errors';
import type { ProductDetail } from '@shared/schemas/market';
import { useUploadProduct } from '../api/upload-product';
import { useObjectUrls } from '../hooks/use-object-urls';
import {
  checkUploadForm, clearChangedErrors, emptyProductForm, productErrorsOf,
  type ProductErrors, type ProductFieldName, type ProductFormValues,
} from '../lib/product-form';
import { checkContentFile, checkGalleryImage, checkPreviewImage, galleryRoom } from '../lib/product-files';
import { readImageSize } from '../lib/read-image-size';
import { ContentPicker, GalleryPicker, PreviewPicker, type PickedImage } from './file-pickers';
import { ProductFields } from './product-fields';

const UPLOAD_FAILED = { id: 'seller.upload.failed', defaultMessage: 'The product could not be uploaded.' };

/** Error codes that belong to one of the file fields. */
const FILE_FIELD_OF: Partial<Record<ErrorCode, ProductFieldName>> = {
  'market/preview-too-large': 'preview',
  'market/preview-required': 'preview',
  'market/gallery-too-large': 'gallery',
  'market/gallery-too-many': 'gallery',
  'market/content-required': 'content',
  'market/content-type': 'content',
  'market/content-too-large': 'content',
  'market/invalid-price': 'price',
  'market/invalid-grade': 'grade',
};

export function UploadForm({ onDone }: { onDone: (product: ProductDetail) => void }) {
  const intl = useIntl();
  const upload = useUploadProduct();
  const urls = useObjectUrls();
  const [values, setValues] = useState<ProductFormValues>(emptyProductForm);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [preview, setPreview] = useState<PickedImage | null>(null);
  const [gallery, setGallery] = useState<PickedImage[]>([]);
  const [content, setContent] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (next: ProductFormValues) => {
    setErrors((current) => clearChangedErrors(current, values, next));
    setValues(next);
    setFormError(null);
  };
  const setFieldError = (field: ProductFieldName, code: ErrorCode | undefined) => {
    setErrors((current) => ({ ...current, [field]: code }));
    setFormError(null);
  };

  const pickPreview = (file: File) => {
    const check = checkPreviewImage(file);
    if (!check.ok) {
      setFieldError('preview', check.code);
      return;
    }
    urls.revoke(preview?.url);
    const picked: PickedImage = { file, url: urls.create(file), size: null };
    setPreview(picked);
    setFieldError('preview', undefined);
    void readImageSize(file).then((size) =>
      setPreview((current) => (current && current.file === file ? { ...current, size } : current)),
    );
  };

  const removePreview = () => {
    urls.revoke(preview?.url);
    setPreview(null);
  };

  const pickGallery = (files: File[]) => {
    const room = galleryRoom(gallery.length);
    let problem: ErrorCode | undefined = files.length > room ? 'market/gallery-too-many' : undefined;
    const added: PickedImage[] = [];
    for (const file of files.slice(0, room)) {
      const check = checkGalleryImage(file);
      if (check.ok) added.push({ file, url: urls.create(file), size: null });
      else problem ??= check.code;
    }
    setGallery((current) => [...current, ...added]);
    setFieldError('gallery', problem);
  };

  const removeGallery = (index: number) => {
    urls.revoke(gallery[index]?.url);
    setGallery((current) => current.filter((_, at) => at !== index));
    setFieldError('gallery', undefined);
  };

  const pickContent = (file: File) => {
    const check = checkContentFile(file);
    if (!check.ok) {
      setContent(null);
      setFieldError('content', check.code);
      return;
    }
    setContent(file);
    setFieldError('content', undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const files = { preview: preview?.file ?? null, gallery: gallery.map((image) => image.file), content };
    const check = checkUploadForm(values, files);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(intl.formatMessage({ id: 'seller.upload.fixFields' }));
      return;
    }
    setErrors({});
    setFormError(null);
    setSending(true);
    try {
      const product = await upload(check.input, { preview: files.preview!, gallery: files.gallery, content: files.content! });
      onDone(product);
    } catch (error) {
      if (isUploadAborted(error)) {
        toaster.create({ type: 'info', title: intl.formatMessage({ id: 'seller.upload.cancelled' }) });
      } else if (error instanceof ApiRequestError) {
        const fieldErrors = productErrorsOf(error.fields);
        const field = FILE_FIELD_OF[error.code as ErrorCode];
        if (field && !fieldErrors[field]) fieldErrors[field] = error.code as ErrorCode;
        setErrors(fieldErrors);
        setFormError(formatError(intl, error, UPLOAD_FAILED));
      } else {
        setFormError(formatError(intl, error, UPLOAD_FAILED));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="upload-form">
      <Card.Body>
        <Stack gap="6">
          <Stack gap="4">
            <Text fontWeight="semibold" fontSize="lg" textAlign="start">
              <FormattedMessage id="seller.upload.section.details" />
            </Text>
            <ProductFields values={values} onChange={change} errors={errors} disabled={sending} testIdPrefix="upload" />
          </Stack>
          <Separator />
          <Stack gap="5">
            <Text fontWeight="semibold" fontSize="lg" textAlign="start">
              <FormattedMessage id="seller.upload.section.files" />
            </Text>
            <PreviewPicker image={preview} onPick={pickPreview} onRemove={removePreview} error={errors.preview} disabled={sending} />
            <GalleryPicker images={gallery} onPick={pickGallery} onRemove={removeGallery} error={errors.gallery} disabled={sending} />
            <ContentPicker file={content} onPick={pickContent} error={errors.content} disabled={sending} />
          </Stack>
          {formError && (
            <Alert.Root status="error" borderRadius="l2" role="alert" data-testid="upload-error">
              <Alert.Indicator />
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Root>
          )}
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" textAlign="start" flex="1" minW="60">
              <FormattedMessage id="seller.upload.reviewNote" />
            </Text>
            <Button type="submit" colorPalette="brand" loading={sending} loadingText={intl.formatMessage({ id: 'seller.upload.sending' })} data-testid="upload-submit">
              <LuUpload aria-hidden />
              <FormattedMessage id="seller.upload.submit" />
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
      </form>
    </Card.Root>
  );
}
