// The composer: a text post (POST /feed), a video post (an MP4 up to 1 GB, an optional JPEG
// or PNG thumbnail up to 2 MB) and/or up to 4 images (PNG, JPEG, WebP, GIF, 5 MB) and PDFs
// (10 MB), uploading with progress in the upload-progress box. A file the server refuses is
// named with the reason, and the rest of the post is given back.
import { Box, Button, Card, Field, HStack, Icon, IconButton, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LuFileText, LuFilm, LuImage, LuPaperclip, LuSend, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { UserAvatar } from '@/components/user/user-avatar';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { VIDEO_CONTENT_TYPES, acceptFor, checkThumbnail, checkUploadFile } from '@/lib/uploads/file-checks';
import { formatFileSize } from '@/lib/uploads/file-size';
import { isUploadAborted } from '@/lib/uploads/put-with-progress';
import { FEED, THUMBNAIL_TYPES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { createPostRequestSchema, useCreatePost } from '../api/create-post';
import { useCreateAttachmentPost } from '../hooks/use-create-attachment-post';
import { useCreateVideoPost } from '../hooks/use-create-video-post';
import { ATTACHMENT_ACCEPT, addAttachments, type ChosenAttachment } from '../lib/attachments';

const POST_FAILED = { id: 'feed.composer.failed', defaultMessage: 'Your post could not be published.' };
const UPLOAD_FAILED = { id: 'uploads.failed', defaultMessage: 'Upload failed' };

export function FeedComposer({ classId }: { classId: string }) {
  const intl = useIntl();
  const { user } = useAtomValue(authAtom);
  const createPost = useCreatePost(classId);
  const createVideoPost = useCreateVideoPost(classId);
  const createAttachmentPost = useCreateAttachmentPost(classId);
  const [content, setContent] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [attachments, setAttachments] = useState<ChosenAttachment[]>([]);
  /** The server's refusal of one file: its name and why (shown until the files change). */
  const [refusal, setRefusal] = useState<{ name: string; text: string } | null>(null);
  const [contentError, setContentError] = useState<ErrorCode | null>(null);
  const [fileError, setFileError] = useState<ErrorCode | null>(null);
  const [sending, setSending] = useState(false);
  const videoInput = useRef<HTMLInputElement>(null);
  const thumbnailInput = useRef<HTMLInputElement>(null);
  const attachmentInput = useRef<HTMLInputElement>(null);
  const ids = { content: useId(), file: useId() };

  const describe = (error: unknown, fallback: typeof POST_FAILED) => {
    const text = formatError(intl, error, fallback);
    return text === intl.formatMessage(fallback) ? undefined : text;
  };

  const pickVideo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const check = checkUploadFile(file, VIDEO_CONTENT_TYPES);
    if (!check.ok) {
      setFileError(check.code);
      return;
    }
    setFileError(null);
    setVideo(file);
  };

  const pickThumbnail = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const check = checkThumbnail(file);
    if (!check.ok) {
      setFileError(check.code);
      return;
    }
    setFileError(null);
    setThumbnail(file);
  };

  const pickAttachments = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    const result = addAttachments(attachments, picked);
    setAttachments(result.chosen);
    setFileError(result.error);
    setRefusal(null);
  };

  const removeAttachment = (index: number) => {
    setAttachments((current) => current.filter((_, i) => i !== index));
    setFileError(null);
    setRefusal(null);
  };

  /** A refused upload names its file: say which and why, and give back the other files. */
  const showFailure = (error: unknown, kept: ChosenAttachment[]) => {
    const refused = error instanceof ApiRequestError && error.code === 'upload/invalid-file' ? error.values?.file : undefined;
    if (typeof refused === 'string') {
      setRefusal({ name: refused, text: formatError(intl, error, UPLOAD_FAILED) });
      setAttachments((current) => (current.length ? current : kept.filter((item) => item.meta.name !== refused)));
      return;
    }
    setAttachments((current) => (current.length ? current : kept));
    if (isUploadAborted(error)) {
      toaster.create({ type: 'info', title: intl.formatMessage({ id: 'uploads.cancelled' }) });
    } else {
      toaster.create({ type: 'error', title: intl.formatMessage(UPLOAD_FAILED), description: describe(error, UPLOAD_FAILED) });
    }
  };

  const removeVideo = () => {
    setVideo(null);
    setThumbnail(null);
    setFileError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (video) {
      await submitVideo(video);
      return;
    }
    if (attachments.length) {
      await submitAttachments();
      return;
    }
    const parsed = createPostRequestSchema.safeParse({ classId, content });
    if (!parsed.success) {
      setContentError(fieldErrorCodes(parsed.error.issues).content ?? 'feed/content-required');
      return;
    }
    setSending(true);
    try {
      await createPost(parsed.data.content);
      setContent('');
      setContentError(null);
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(POST_FAILED), description: describe(error, POST_FAILED) });
    } finally {
      setSending(false);
    }
  };

  const submitVideo = async (file: File) => {
    const check = checkUploadFile(file, VIDEO_CONTENT_TYPES);
    if (!check.ok) {
      setFileError(check.code);
      return;
    }
    const text = content.trim();
    if (text.length > FEED.maxPostLength) {
      setContentError('feed/too-long');
      return;
    }
    const thumbCheck = thumbnail ? checkThumbnail(thumbnail) : null;
    // The upload runs in the background (progress box); the composer is free again at once.
    const kept = { content, video: file, thumbnail, attachments };
    setContent('');
    setVideo(null);
    setThumbnail(null);
    setAttachments([]);
    setContentError(null);
    setFileError(null);
    setRefusal(null);
    try {
      const result = await createVideoPost({
        content: text,
        video: file,
        thumbnail: thumbnail && thumbCheck?.ok ? { file: thumbnail, contentType: thumbCheck.contentType } : null,
        attachments: kept.attachments,
      });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'feed.composer.videoPosted' }) });
      if (result.thumbnailFailed) {
        toaster.create({ type: 'warning', title: intl.formatMessage({ id: 'feed.composer.thumbnailFailed' }) });
      }
    } catch (error) {
      // Give the text and files back, unless the user has started something new meanwhile.
      setContent((current) => current || kept.content);
      setVideo((current) => current ?? kept.video);
      setThumbnail((current) => current ?? kept.thumbnail);
      showFailure(error, kept.attachments);
    }
  };

  const submitAttachments = async () => {
    const text = content.trim();
    if (text.length > FEED.maxPostLength) {
      setContentError('feed/too-long');
      return;
    }
    const kept = { content, attachments };
    setContent('');
    setAttachments([]);
    setContentError(null);
    setFileError(null);
    setRefusal(null);
    try {
      await createAttachmentPost({ content: text, attachments: kept.attachments });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'feed.composer.filesPosted' }) });
    } catch (error) {
      setContent((current) => current || kept.content);
      showFailure(error, kept.attachments);
    }
  };

  const remaining = FEED.maxPostLength - content.length;
  const name = user?.name || [user?.first_name, user?.surname].filter(Boolean).join(' ');

  return (
    <Card.Root variant="outline" data-testid="feed-composer">
      <Card.Body p={{ base: '3', md: '4' }}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'feed.composer.label' })}>
          <Stack gap="3">
            <HStack align="flex-start" gap="3">
              <UserAvatar name={name} avatarId={user?.avatar_id} size="sm" display={{ base: 'none', sm: 'flex' }} />
              <Field.Root invalid={!!contentError} flex="1">
                <VisuallyHidden asChild>
                  <Field.Label htmlFor={ids.content}>
                    <FormattedMessage id="feed.composer.label" />
                  </Field.Label>
                </VisuallyHidden>
                <Textarea
                  id={ids.content}
                  dir="auto"
                  value={content}
                  onChange={(event) => {
                    setContent(event.target.value);
                    if (contentError) setContentError(null);
                  }}
                  placeholder={intl.formatMessage({
                    id: video
                      ? 'feed.composer.captionPlaceholder'
                      : attachments.length
                        ? 'feed.composer.filesCaptionPlaceholder'
                        : 'feed.composer.placeholder',
                  })}
                  autoresize
                  minH="20"
                  maxH="60"
                  maxLength={FEED.maxPostLength + 100}
                  data-testid="feed-composer-input"
                />
                {contentError && (
                  <Field.ErrorText data-testid="feed-composer-error">
                    {intl.formatMessage(errorMessageRef(contentError))}
                  </Field.ErrorText>
                )}
                {remaining < 200 && (
                  <Field.HelperText color={remaining < 0 ? 'fg.error' : undefined}>
                    <FormattedMessage id="feed.composer.remaining" values={{ count: remaining }} />
                  </Field.HelperText>
                )}
              </Field.Root>
            </HStack>

            {video && (
              <HStack
                gap="3"
                p="2"
                borderWidth="1px"
                borderRadius="l2"
                bg="bg.subtle"
                data-testid="feed-composer-video"
              >
                <Icon as={LuFilm} boxSize="5" color="brand.fg" aria-hidden />
                <Stack gap="0" flex="1" minW="0" textAlign="start">
                  <Text fontSize="sm" fontWeight="medium" truncate data-testid="feed-composer-video-name">
                    {video.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatFileSize(intl, video.size)}
                    {thumbnail && (
                      <>
                        {' · '}
                        <FormattedMessage id="feed.composer.thumbnailChosen" values={{ name: <bdi>{thumbnail.name}</bdi> }} />
                      </>
                    )}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => thumbnailInput.current?.click()}
                  data-testid="feed-composer-thumbnail-button"
                >
                  <LuImage aria-hidden />
                  <FormattedMessage id={thumbnail ? 'feed.composer.changeThumbnail' : 'feed.composer.addThumbnail'} />
                </Button>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: 'feed.composer.removeVideo' })}
                  onClick={removeVideo}
                  data-testid="feed-composer-video-remove"
                >
                  <LuX />
                </IconButton>
              </HStack>
            )}

            {attachments.length > 0 && (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={intl.formatMessage({ id: 'feed.composer.filesLabel' })}>
                {attachments.map((item, index) => (
                  <HStack
                    as="li"
                    key={`${item.meta.name}-${index}`}
                    gap="3"
                    p="2"
                    borderWidth="1px"
                    borderRadius="l2"
                    bg="bg.subtle"
                    data-testid="feed-composer-attachment"
                  >
                    <Icon as={item.meta.contentType === 'application/pdf' ? LuFileText : LuImage} boxSize="5" color="brand.fg" aria-hidden />
                    <Stack gap="0" flex="1" minW="0" textAlign="start">
                      <Text fontSize="sm" fontWeight="medium" truncate dir="auto">
                        {item.meta.name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatFileSize(intl, item.meta.size)}
                      </Text>
                    </Stack>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'feed.composer.removeFile' }, { name: item.meta.name })}
                      onClick={() => removeAttachment(index)}
                      data-testid="feed-composer-attachment-remove"
                    >
                      <LuX />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
            )}

            {(fileError || refusal) && (
              <Text id={ids.file} color="fg.error" fontSize="sm" role="alert" data-testid="feed-composer-file-error">
                {refusal ? (
                  <FormattedMessage id="feed.composer.fileRefused" values={{ name: <bdi>{refusal.name}</bdi>, reason: refusal.text }} />
                ) : (
                  intl.formatMessage(errorMessageRef(fileError!))
                )}
              </Text>
            )}

            <HStack justify="space-between" gap="2" wrap="wrap">
              <Box>
                <input
                  ref={videoInput}
                  type="file"
                  accept={acceptFor(VIDEO_CONTENT_TYPES)}
                  onChange={pickVideo}
                  hidden
                  aria-label={intl.formatMessage({ id: 'feed.composer.addVideo' })}
                  aria-describedby={fileError ? ids.file : undefined}
                  data-testid="feed-composer-video-input"
                />
                <input
                  ref={thumbnailInput}
                  type="file"
                  accept={acceptFor(THUMBNAIL_TYPES)}
                  onChange={pickThumbnail}
                  hidden
                  aria-label={intl.formatMessage({ id: 'feed.composer.addThumbnail' })}
                  data-testid="feed-composer-thumbnail-input"
                />
                <input
                  ref={attachmentInput}
                  type="file"
                  multiple
                  accept={ATTACHMENT_ACCEPT}
                  onChange={pickAttachments}
                  hidden
                  aria-label={intl.formatMessage({ id: 'feed.composer.addFiles' })}
                  aria-describedby={fileError || refusal ? ids.file : undefined}
                  data-testid="feed-composer-attachment-input"
                />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => videoInput.current?.click()}
                  data-testid="feed-composer-video-button"
                >
                  <LuFilm aria-hidden />
                  <FormattedMessage id={video ? 'feed.composer.changeVideo' : 'feed.composer.addVideo'} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => attachmentInput.current?.click()}
                  disabled={attachments.length >= FEED.maxAttachments}
                  data-testid="feed-composer-attachment-button"
                >
                  <LuPaperclip aria-hidden />
                  <FormattedMessage id="feed.composer.addFiles" />
                </Button>
              </Box>
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                loading={sending}
                disabled={!video && attachments.length === 0 && content.trim() === ''}
                data-testid="feed-composer-submit"
              >
                <LuSend aria-hidden />
                <FormattedMessage id="feed.composer.submit" />
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
