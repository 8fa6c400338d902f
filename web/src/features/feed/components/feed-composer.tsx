// The composer: a text post (POST /feed) or a video post (an MP4 up to 1 GB, an optional JPEG
// or PNG thumbnail up to 2 MB) that uploads with progress in the upload-progress box.
import { Box, Button, Card, Field, HStack, Icon, IconButton, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LuFilm, LuImage, LuSend, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { UserAvatar } from '@/components/user/user-avatar';
import { errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { VIDEO_CONTENT_TYPES, acceptFor, checkThumbnail, checkUploadFile } from '@/lib/uploads/file-checks';
import { formatFileSize } from '@/lib/uploads/file-size';
import { isUploadAborted } from '@/lib/uploads/put-with-progress';
import { FEED, THUMBNAIL_TYPES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { createPostRequestSchema, useCreatePost } from '../api/create-post';
import { useCreateVideoPost } from '../hooks/use-create-video-post';

const POST_FAILED = { id: 'feed.composer.failed', defaultMessage: 'Your post could not be published.' };
const UPLOAD_FAILED = { id: 'uploads.failed', defaultMessage: 'Upload failed' };

export function FeedComposer({ classId }: { classId: string }) {
  const intl = useIntl();
  const { user } = useAtomValue(authAtom);
  const createPost = useCreatePost(classId);
  const createVideoPost = useCreateVideoPost(classId);
  const [content, setContent] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [contentError, setContentError] = useState<ErrorCode | null>(null);
  const [fileError, setFileError] = useState<ErrorCode | null>(null);
  const [sending, setSending] = useState(false);
  const videoInput = useRef<HTMLInputElement>(null);
  const thumbnailInput = useRef<HTMLInputElement>(null);
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
    const kept = { content, video: file, thumbnail };
    setContent('');
    setVideo(null);
    setThumbnail(null);
    setContentError(null);
    setFileError(null);
    try {
      const result = await createVideoPost({
        content: text,
        video: file,
        thumbnail: thumbnail && thumbCheck?.ok ? { file: thumbnail, contentType: thumbCheck.contentType } : null,
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
      if (isUploadAborted(error)) {
        toaster.create({ type: 'info', title: intl.formatMessage({ id: 'uploads.cancelled' }) });
      } else {
        toaster.create({ type: 'error', title: intl.formatMessage(UPLOAD_FAILED), description: describe(error, UPLOAD_FAILED) });
      }
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
                  placeholder={intl.formatMessage({ id: video ? 'feed.composer.captionPlaceholder' : 'feed.composer.placeholder' })}
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

            {fileError && (
              <Text id={ids.file} color="fg.error" fontSize="sm" role="alert" data-testid="feed-composer-file-error">
                {intl.formatMessage(errorMessageRef(fileError))}
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
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => videoInput.current?.click()}
                  data-testid="feed-composer-video-button"
                >
                  <LuFilm aria-hidden />
                  <FormattedMessage id={video ? 'feed.composer.changeVideo' : 'feed.composer.addVideo'} />
                </Button>
              </Box>
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                loading={sending}
                disabled={!video && content.trim() === ''}
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
