// A post's comments: newest first, page by page (GET /feed/{postId}/comments?page=), and a
// box to add one (placed first; the post's count rises by one).
import { Button, Field, HStack, IconButton, Spinner, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { LuSend } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { UserAvatar } from '@/components/user/user-avatar';
import { errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import { FEED } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { addComment, createCommentRequestSchema } from '../api/add-comment';
import { getComments } from '../api/get-comments';
import {
  addComment as placeFirst, countAfterComment, emptyComments, hasMoreComments, mergeCommentsPage, type CommentsState,
} from '../lib/comments';
import { PostTime } from './post-time';

const COMMENT_FAILED = { id: 'feed.comments.failed', defaultMessage: 'Your comment could not be posted.' };

export function CommentsSection({
  postId,
  commentsCount,
  onAdded,
}: {
  postId: string;
  /** The count shown on the post. */
  commentsCount: number;
  /** A comment was added: the post's count is now (at least) this. */
  onAdded: (commentsCount: number) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [state, setState] = useState<CommentsState>(emptyComments);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<ErrorCode | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const loadPage = useCallback(
    (page: number, signal?: AbortSignal) => {
      setLoading(true);
      setLoadError(false);
      getComments(postId, page, signal).then(
        (answer) => {
          if (signal?.aborted) return;
          setState((current) => mergeCommentsPage(current, { ...answer, page: answer.page ?? page }));
          setLoading(false);
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          console.warn('Comments failed to load', error);
          setLoadError(true);
          setLoading(false);
        },
      );
    },
    [postId],
  );

  useEffect(() => {
    const controller = new AbortController();
    // The first page loads when the section opens (a fetch, then state from its answer).
    queueMicrotask(() => {
      if (!controller.signal.aborted) loadPage(1, controller.signal);
    });
    return () => controller.abort();
  }, [loadPage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = createCommentRequestSchema.safeParse({ content: draft });
    if (!parsed.success) {
      setDraftError(fieldErrorCodes(parsed.error.issues).content ?? 'feed/content-required');
      return;
    }
    setSending(true);
    setSendError(null);
    const before = commentsCount;
    try {
      const answer = await addComment(postId, parsed.data.content);
      setState((current) => placeFirst(current, answer.comment));
      onAdded(countAfterComment(before, answer.commentsCount));
      setDraft('');
      setDraftError(null);
    } catch (error) {
      setSendError(formatError(intl, error, COMMENT_FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="3" pt="3" borderTopWidth="1px" data-testid="post-comments">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <HStack align="flex-start" gap="2">
          <Field.Root invalid={!!draftError || !!sendError} flex="1">
            <VisuallyHidden asChild>
              <Field.Label htmlFor={inputId}>
                <FormattedMessage id="feed.comments.label" />
              </Field.Label>
            </VisuallyHidden>
            <Textarea
              id={inputId}
              dir="auto"
              size="sm"
              rows={1}
              autoresize
              maxH="40"
              value={draft}
              maxLength={FEED.maxCommentLength + 50}
              placeholder={intl.formatMessage({ id: 'feed.comments.placeholder' })}
              onChange={(event) => {
                setDraft(event.target.value);
                setDraftError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              data-testid="comment-input"
            />
            {(draftError || sendError) && (
              <Field.ErrorText data-testid="comment-error">
                {draftError ? intl.formatMessage(errorMessageRef(draftError)) : sendError}
              </Field.ErrorText>
            )}
          </Field.Root>
          <IconButton
            type="submit"
            size="sm"
            colorPalette="brand"
            loading={sending}
            disabled={draft.trim() === ''}
            aria-label={intl.formatMessage({ id: 'feed.comments.submit' })}
            data-testid="comment-submit"
          >
            <LuSend />
          </IconButton>
        </HStack>
      </form>

      {loadError && (
        <HStack gap="3" role="alert" data-testid="comments-error" wrap="wrap">
          <Text fontSize="sm" color="fg.error">
            <FormattedMessage id="feed.error.comments" />
          </Text>
          <Button size="xs" variant="outline" onClick={() => loadPage(state.page > 0 ? state.page + 1 : 1)}>
            <FormattedMessage id="feed.retry" />
          </Button>
        </HStack>
      )}

      {state.items.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="comment-list" aria-label={intl.formatMessage({ id: 'feed.comments.title' })}>
          {state.items.map((comment) => (
            <HStack as="li" key={comment.id} align="flex-start" gap="2" data-testid="comment-item" data-comment-id={comment.id}>
              <UserAvatar name={comment.author?.name} avatarId={comment.author?.avatar_id} size="xs" />
              <Stack gap="0.5" flex="1" minW="0" bg="bg.muted" borderRadius="l2" px="3" py="2" textAlign="start">
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm" fontWeight="semibold">
                    <bdi>{comment.author?.name}</bdi>
                  </Text>
                  <PostTime value={comment.created_at} fontSize="xs" />
                </HStack>
                <Text dir="auto" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" textAlign="start" data-testid="comment-content">
                  {comment.content}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}

      {!loading && !loadError && state.items.length === 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="comments-empty">
          <FormattedMessage id="feed.comments.empty" />
        </Text>
      )}

      {loading && (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="xs" aria-hidden />
          <Text fontSize="sm">
            <FormattedMessage id="feed.comments.loading" />
          </Text>
        </HStack>
      )}

      {!loading && !loadError && hasMoreComments(state) && (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => loadPage(state.page + 1)} data-testid="comments-more">
          <FormattedMessage id="feed.comments.more" />
        </Button>
      )}
    </Stack>
  );
}
