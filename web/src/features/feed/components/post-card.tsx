// One post: author, time, text, video, images and PDFs, likes, comments; edit (the author) and delete (the
// author, or a class teacher as moderation).
import { AspectRatio, Badge, Box, Button, Card, Center, Field, HStack, IconButton, Spinner, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuMessageCircle, LuPencil, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { UserAvatar } from '@/components/user/user-avatar';
import { errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import { FEED } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { useDeletePost } from '../api/delete-post';
import { updatePostRequestSchema, useUpdatePost } from '../api/update-post';
import { shownCommentsCount } from '../lib/comments';
import type { FeedPost } from '../lib/posts';
import { CommentsSection } from './comments-section';
import { DeletePostDialog } from './delete-post-dialog';
import { LikeControls } from './like-button';
import { PostAttachments } from './post-attachments';
import { PostTime } from './post-time';

const EDIT_FAILED = { id: 'feed.edit.failed', defaultMessage: 'Your changes could not be saved.' };
const DELETE_FAILED = { id: 'feed.delete.failed', defaultMessage: 'The post could not be deleted.' };

export interface PostCardProps {
  post: FeedPost;
  classId: string;
  uid: string;
  isTeacher: boolean;
}

export function PostCard({ post, classId, uid, isTeacher }: PostCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const isAuthor = post.author.uid === uid;
  const canDelete = isAuthor || isTeacher;
  const [editing, setEditing] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const [localComments, setLocalComments] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deletePost = useDeletePost(classId);
  const commentsCount = shownCommentsCount(post.commentsCount, localComments);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deletePost(post.id);
      setConfirmDelete(false);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'feed.delete.done' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, DELETE_FAILED) });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="post-card"
      data-post-id={post.id}
      data-post-type={post.type}
    >
      <Card.Body p={{ base: '3', md: '4' }} gap="3">
        <HStack align="flex-start" gap="3">
          <UserAvatar name={post.author.name} avatarId={post.author.avatar_id} size="sm" />
          <Stack gap="0" flex="1" minW="0" textAlign="start">
            <HStack gap="2" wrap="wrap">
              <Text id={headingId} fontWeight="semibold" data-testid="post-author">
                <bdi>{post.author.name}</bdi>
              </Text>
              {post.author.role === 'teacher' && (
                <Badge size="sm" colorPalette="brand" variant="subtle">
                  <FormattedMessage id="feed.post.teacher" />
                </Badge>
              )}
            </HStack>
            <HStack gap="1" wrap="wrap">
              <PostTime value={post.createdAt} fontSize="xs" />
              {post.edited && (
                <Text fontSize="xs" color="fg.muted" data-testid="post-edited">
                  · <FormattedMessage id="feed.post.edited" />
                </Text>
              )}
            </HStack>
          </Stack>
          <HStack gap="0">
            {isAuthor && !editing && (
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={intl.formatMessage({ id: 'feed.post.edit' })}
                onClick={() => setEditing(true)}
                data-testid="post-edit"
              >
                <LuPencil />
              </IconButton>
            )}
            {canDelete && (
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={intl.formatMessage({ id: isAuthor ? 'feed.post.delete' : 'feed.post.moderate' })}
                onClick={() => setConfirmDelete(true)}
                data-testid="post-delete"
              >
                <LuTrash2 />
              </IconButton>
            )}
          </HStack>
        </HStack>

        {editing ? (
          <EditPostForm classId={classId} post={post} onDone={() => setEditing(false)} />
        ) : (
          post.content && (
            <Text dir="auto" whiteSpace="pre-wrap" wordBreak="break-word" textAlign="start" data-testid="post-content">
              {post.content}
            </Text>
          )
        )}

        {post.video && <PostVideo post={post} />}

        <PostAttachments attachments={post.attachments} />

        <HStack justify="space-between" gap="2" wrap="wrap" borderTopWidth="1px" pt="2">
          <LikeControls classId={classId} postId={post.id} uid={uid} likesCount={post.likesCount} />
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showComments}
            onClick={() => setShowComments((open) => !open)}
            data-testid="post-comments-toggle"
            data-count={commentsCount}
          >
            <LuMessageCircle aria-hidden />
            <FormattedMessage id="feed.comments.count" values={{ count: commentsCount }} />
          </Button>
        </HStack>

        {showComments && (
          <CommentsSection
            postId={post.id}
            commentsCount={commentsCount}
            onAdded={(count) => setLocalComments((current) => Math.max(current ?? 0, count))}
          />
        )}
      </Card.Body>
      <DeletePostDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        onConfirm={() => void confirm()}
        deleting={deleting}
        moderation={!isAuthor}
        authorName={post.author.name}
      />
    </Card.Root>
  );
}

function PostVideo({ post }: { post: FeedPost }) {
  const intl = useIntl();
  const video = post.video!;
  if (video.status !== 'ready' || !video.url) {
    return (
      <AspectRatio ratio={16 / 9} w="full">
        <Center bg="bg.muted" borderRadius="l2" flexDirection="column" gap="2" data-testid="post-video-pending">
          <Spinner size="md" color="brand.solid" aria-hidden />
          <Text fontSize="sm" color="fg.muted" role="status">
            <FormattedMessage id={video.status === 'ready' ? 'feed.video.loading' : 'feed.video.uploading'} />
          </Text>
        </Center>
      </AspectRatio>
    );
  }
  return (
    <Box borderRadius="l2" overflow="hidden" bg="black">
      <video
        controls
        preload="metadata"
        playsInline
        src={video.url}
        poster={video.thumbnailUrl ?? undefined}
        aria-label={intl.formatMessage({ id: 'feed.video.label' }, { name: post.author.name })}
        style={{ width: '100%', maxHeight: '70vh', display: 'block' }}
        data-testid="post-video"
      >
        <FormattedMessage id="feed.video.unsupported" />
      </video>
    </Box>
  );
}

function EditPostForm({ classId, post, onDone }: { classId: string; post: FeedPost; onDone: () => void }) {
  const intl = useIntl();
  const inputId = useId();
  const updatePost = useUpdatePost(classId);
  const [content, setContent] = useState(post.content);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = updatePostRequestSchema.safeParse({ content });
    if (!parsed.success) {
      setError(fieldErrorCodes(parsed.error.issues).content ?? 'feed/content-required');
      return;
    }
    if (parsed.data.content === post.content) {
      onDone();
      return;
    }
    setSaving(true);
    try {
      await updatePost(post.id, parsed.data.content);
      onDone();
    } catch (failure) {
      toaster.create({ type: 'error', title: formatError(intl, failure, EDIT_FAILED) });
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="2">
        <Field.Root invalid={!!error}>
          <VisuallyHidden asChild>
            <Field.Label htmlFor={inputId}>
              <FormattedMessage id="feed.edit.label" />
            </Field.Label>
          </VisuallyHidden>
          <Textarea
            id={inputId}
            dir="auto"
            value={content}
            autoresize
            minH="20"
            maxLength={FEED.maxPostLength + 100}
            onChange={(event) => {
              setContent(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onDone();
            }}
            autoFocus
            data-testid="post-edit-input"
          />
          {error && <Field.ErrorText data-testid="post-edit-error">{intl.formatMessage(errorMessageRef(error))}</Field.ErrorText>}
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="outline" onClick={onDone} disabled={saving} data-testid="post-edit-cancel">
            <FormattedMessage id="feed.edit.cancel" />
          </Button>
          <Button type="submit" size="sm" colorPalette="brand" loading={saving} data-testid="post-edit-save">
            <FormattedMessage id="feed.edit.save" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
