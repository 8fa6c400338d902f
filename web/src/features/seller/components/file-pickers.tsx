// The upload form's file fields: the preview image (thumbnail, and a hint when it is not the
// recommended 800×600), the gallery (up to 5 thumbnails) and the content file. Each keeps a
// real <input type="file"> (hidden) so it can also be filled programmatically.
import { Box, Button, CloseButton, Field, HStack, Icon, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { LuFileUp, LuImagePlus, LuInfo } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageRef } from '@/lib/api-client';
import { formatFileSize } from '@/lib/uploads/file-size';
import { FILE_LIMITS, MARKET } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { CONTENT_TYPES, IMAGE_TYPES, acceptFor, isRecommendedPreviewSize } from '../lib/product-files';

export interface PickedImage {
  file: File;
  url: string;
  /** The decoded size; null until decoded or when the browser could not decode it. */
  size: { width: number; height: number } | null;
}

function FileButton({
  inputId,
  invalid,
  disabled,
  onClick,
  icon,
  children,
  testId,
}: {
  inputId: string;
  invalid: boolean;
  disabled?: boolean;
  onClick: () => void;
  icon: typeof LuFileUp;
  children: ReactNode;
  testId: string;
}) {
  return (
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
      borderColor={invalid ? 'border.error' : 'border.emphasized'}
      textAlign="start"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={invalid ? `${inputId}-error` : undefined}
      data-testid={testId}
    >
      <Icon as={icon} boxSize="6" color="brand.fg" aria-hidden />
      <Stack gap="0" minW="0" flex="1">
        {children}
      </Stack>
    </Button>
  );
}

function ErrorLine({ inputId, code, testId }: { inputId: string; code?: ErrorCode; testId: string }) {
  const intl = useIntl();
  if (!code) return null;
  return (
    <Field.ErrorText id={`${inputId}-error`} data-testid={testId}>
      {intl.formatMessage(errorMessageRef(code))}
    </Field.ErrorText>
  );
}

export function PreviewPicker({
  image,
  onPick,
  onRemove,
  error,
  disabled,
}: {
  image: PickedImage | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  error?: ErrorCode;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  const offSize = image?.size && !isRecommendedPreviewSize(image.size);
  return (
    <Field.Root required invalid={!!error} disabled={disabled}>
      <Field.Label htmlFor={inputId}>
        <FormattedMessage id="seller.field.preview" />
        <Field.RequiredIndicator />
      </Field.Label>
      <input id={inputId} ref={input} type="file" accept={acceptFor(IMAGE_TYPES)} onChange={pick} hidden data-testid="upload-preview" />
      <HStack gap="4" align="flex-start" w="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        {image && (
          <Box position="relative" flexShrink={0}>
            <Image
              src={image.url}
              alt={intl.formatMessage({ id: 'seller.preview.alt' })}
              w="40"
              aspectRatio={4 / 3}
              objectFit="cover"
              borderRadius="l2"
              borderWidth="1px"
              borderColor="border"
              data-testid="upload-preview-thumb"
            />
          </Box>
        )}
        <Stack gap="2" flex="1" minW="0">
          <FileButton inputId={inputId} invalid={!!error} disabled={disabled} onClick={() => input.current?.click()} icon={LuImagePlus} testId="upload-preview-button">
            <Text fontWeight="medium" truncate>
              {image ? image.file.name : <FormattedMessage id="seller.preview.choose" />}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {image ? (
                <>
                  {formatFileSize(intl, image.file.size)}
                  {image.size && ` · ${intl.formatNumber(image.size.width)}×${intl.formatNumber(image.size.height)}`}
                </>
              ) : (
                <FormattedMessage
                  id="seller.preview.help"
                  values={{ width: MARKET.recommendedPreview.width, height: MARKET.recommendedPreview.height }}
                />
              )}
            </Text>
          </FileButton>
          {image && !disabled && (
            <Button type="button" size="xs" variant="ghost" alignSelf="flex-start" onClick={onRemove} data-testid="upload-preview-remove">
              <FormattedMessage id="seller.file.remove" />
            </Button>
          )}
        </Stack>
      </HStack>
      {offSize && image.size && (
        <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="upload-preview-size-hint" align="flex-start">
          <Icon as={LuInfo} color="blue.fg" mt="0.5" aria-hidden />
          <Text>
            <FormattedMessage
              id="seller.preview.sizeHint"
              values={{
                width: image.size.width,
                height: image.size.height,
                recommendedWidth: MARKET.recommendedPreview.width,
                recommendedHeight: MARKET.recommendedPreview.height,
              }}
            />
          </Text>
        </HStack>
      )}
      <ErrorLine inputId={inputId} code={error} testId="upload-preview-error" />
    </Field.Root>
  );
}

export function GalleryPicker({
  images,
  onPick,
  onRemove,
  error,
  disabled,
}: {
  images: PickedImage[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: ErrorCode;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = images.length >= FILE_LIMITS.galleryImages;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label htmlFor={inputId}>
        <FormattedMessage id="seller.field.gallery" />
        <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs" ms="2">
          <FormattedMessage id="seller.gallery.count" values={{ count: images.length, max: FILE_LIMITS.galleryImages }} />
        </Text>
      </Field.Label>
      <input id={inputId} ref={input} type="file" multiple accept={acceptFor(IMAGE_TYPES)} onChange={pick} hidden data-testid="upload-gallery" />
      {images.length > 0 && (
        <SimpleGrid columns={{ base: 3, sm: 5 }} gap="2" w="full" data-testid="upload-gallery-list">
          {images.map((image, index) => (
            <Box key={image.url} position="relative" data-testid="upload-gallery-item">
              <Image
                src={image.url}
                alt={intl.formatMessage({ id: 'seller.gallery.alt' }, { index: index + 1 })}
                w="full"
                aspectRatio={4 / 3}
                objectFit="cover"
                borderRadius="l2"
                borderWidth="1px"
                borderColor="border"
              />
              {!disabled && (
                <CloseButton
                  size="2xs"
                  variant="solid"
                  position="absolute"
                  top="1"
                  insetEnd="1"
                  aria-label={intl.formatMessage({ id: 'seller.gallery.remove' }, { index: index + 1 })}
                  onClick={() => onRemove(index)}
                  data-testid="upload-gallery-remove"
                />
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
      {!full && (
        <FileButton inputId={inputId} invalid={!!error} disabled={disabled} onClick={() => input.current?.click()} icon={LuImagePlus} testId="upload-gallery-button">
          <Text fontWeight="medium">
            <FormattedMessage id="seller.gallery.choose" />
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="seller.gallery.help" values={{ max: FILE_LIMITS.galleryImages }} />
          </Text>
        </FileButton>
      )}
      <ErrorLine inputId={inputId} code={error} testId="upload-gallery-error" />
    </Field.Root>
  );
}

export function ContentPicker({
  file,
  onPick,
  error,
  disabled,
}: {
  file: File | null;
  onPick: (file: File) => void;
  error?: ErrorCode;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onPick(chosen);
  };
  return (
    <Field.Root required invalid={!!error} disabled={disabled}>
      <Field.Label htmlFor={inputId}>
        <FormattedMessage id="seller.field.content" />
        <Field.RequiredIndicator />
      </Field.Label>
      <input id={inputId} ref={input} type="file" accept={acceptFor(CONTENT_TYPES)} onChange={pick} hidden data-testid="upload-content" />
      <FileButton inputId={inputId} invalid={!!error} disabled={disabled} onClick={() => input.current?.click()} icon={LuFileUp} testId="upload-content-button">
        <Text fontWeight="medium" truncate data-testid={file ? 'upload-content-name' : undefined}>
          {file ? file.name : <FormattedMessage id="seller.content.choose" />}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {file ? (
            <>
              {formatFileSize(intl, file.size)}
              {' · '}
              <FormattedMessage id="seller.file.change" />
            </>
          ) : (
            <FormattedMessage id="seller.content.help" />
          )}
        </Text>
      </FileButton>
      <ErrorLine inputId={inputId} code={error} testId="upload-content-error" />
    </Field.Root>
  );
}
