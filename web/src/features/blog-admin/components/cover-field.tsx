// The cover image: checked in the browser (JPG, PNG or WebP, at most 5 MB), uploaded at once
// through an upload session (progress in the upload box; the server checks the bytes when the
// article is saved with it), shown with its alt text field.
// Test ids: blog-editor-cover (the file input), blog-editor-cover-image, blog-editor-cover-remove,
// blog-editor-cover-alt, blog-editor-cover-error.
import { Button, Field, HStack, Image, Input, Stack } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuImage, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { BLOGS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { ApiRequestError, errorMessageRef, formatError, isErrorCode } from '@/lib/api-client';
import { useUploadBlogCover } from '../api/upload-blog-cover';
import { checkCoverFile } from '../lib/blog-form';
import type { BlogCover } from '../lib/blog-types';

export function CoverField({
  cover,
  alt,
  dir,
  error,
  onCover,
  onAlt,
  onBusy,
}: {
  cover: BlogCover | null;
  alt: string;
  dir: 'rtl' | 'ltr';
  error?: ErrorCode;
  onCover: (cover: BlogCover | null, error?: ErrorCode) => void;
  onAlt: (alt: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadBlogCover();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The picked file, shown until the saved article answers with the stored cover's URL.
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => () => {
    if (local) URL.revokeObjectURL(local);
  }, [local]);

  const pick = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    const refused = checkCoverFile(file);
    if (refused) {
      onCover(cover, refused);
      return;
    }
    setUploading(true);
    onBusy(true);
    try {
      const id = await upload(file);
      setLocal(URL.createObjectURL(file));
      onCover({ id, url: '' });
    } catch (caught) {
      if (caught instanceof ApiRequestError && isErrorCode(caught.code) && caught.code.startsWith('blog/')) onCover(cover, caught.code);
      else setFailure(formatError(intl, caught, { id: 'blogAdmin.editor.cover.failed', defaultMessage: 'The cover could not be uploaded.' }));
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  return (
    <Stack gap="3">
      <Field.Root invalid={!!error || !!failure}>
        <Field.Label htmlFor={inputId}>
          <FormattedMessage id="blogAdmin.editor.cover.label" />
        </Field.Label>
        {cover && (cover.url || local) && <Image src={cover.url || local || ''} alt={alt} w="full" maxW="md" aspectRatio={16 / 9} objectFit="cover" rounded="l2" data-testid="blog-editor-cover-image" />}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" loading={uploading} onClick={() => input.current?.click()}>
            <LuImage aria-hidden />
            <FormattedMessage id={cover ? 'blogAdmin.editor.cover.replace' : 'blogAdmin.editor.cover.choose'} />
          </Button>
          {cover && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onCover(null)} data-testid="blog-editor-cover-remove">
              <LuTrash2 aria-hidden />
              <FormattedMessage id="blogAdmin.editor.cover.remove" />
            </Button>
          )}
        </HStack>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={BLOGS.coverTypes.join(',')}
          hidden
          onChange={(event) => {
            void pick(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
          data-testid="blog-editor-cover"
        />
        <Field.HelperText>
          <FormattedMessage id="blogAdmin.editor.cover.help" />
        </Field.HelperText>
        {(error || failure) && (
          <Field.ErrorText data-testid="blog-editor-cover-error">{error ? intl.formatMessage(errorMessageRef(error)) : failure}</Field.ErrorText>
        )}
      </Field.Root>
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="blogAdmin.editor.cover.alt" />
        </Field.Label>
        <Input value={alt} dir={dir} onChange={(event) => onAlt(event.target.value)} data-testid="blog-editor-cover-alt" />
      </Field.Root>
    </Stack>
  );
}
