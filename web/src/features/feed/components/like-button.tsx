// Like/unlike toggle (optimistic, hooks/use-like-toggle.ts) and the count, which opens the
// list of likers (GET /feed/{postId}/likes) in a popover.
import { Button, HStack, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuHeart } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { UserAvatar } from '@/components/user/user-avatar';
import { formatError } from '@/lib/api-client';
import { usePostLikes } from '../api/get-post-likes';
import { useLikeToggle } from '../hooks/use-like-toggle';
import { useLiveLiked } from '../hooks/use-live-liked';

const LIKE_FAILED = { id: 'feed.like.failed', defaultMessage: 'Your like could not be saved.' };

export function LikeControls({ classId, postId, uid, likesCount }: { classId: string; postId: string; uid: string; likesCount: number }) {
  const intl = useIntl();
  const liveLiked = useLiveLiked(classId, postId, uid);
  const { view, busy, toggle } = useLikeToggle(postId, { liked: liveLiked ?? false, likesCount });

  const onToggle = () => {
    toggle().catch((error: unknown) => {
      toaster.create({ type: 'error', title: formatError(intl, error, LIKE_FAILED) });
    });
  };

  return (
    <HStack gap="0">
      <Button
        size="sm"
        variant="ghost"
        colorPalette={view.liked ? 'red' : 'gray'}
        color={view.liked ? 'red.fg' : undefined}
        aria-pressed={view.liked}
        onClick={onToggle}
        disabled={busy || liveLiked === null}
        data-testid="post-like"
        data-liked={view.liked}
      >
        <LuHeart aria-hidden fill={view.liked ? 'currentColor' : 'none'} />
        <FormattedMessage id="feed.like.like" />
      </Button>
      <LikesPopover postId={postId} count={view.likesCount} />
    </HStack>
  );
}

function LikesPopover({ postId, count }: { postId: string; count: number }) {
  const intl = useIntl();
  const [likes, load] = usePostLikes(postId);
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start' }}
      onOpenChange={(details) => {
        if (details.open) load();
      }}
    >
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          px="2"
          minW="0"
          aria-label={intl.formatMessage({ id: 'feed.likes.open' }, { count })}
          data-testid="post-like-count"
          data-count={count}
        >
          <FormattedMessage id="feed.likes.count" values={{ count }} />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" data-testid="post-likes-popover">
            <Popover.Arrow />
            <Popover.Body p="3">
              <Popover.Title fontWeight="semibold" mb="2">
                <FormattedMessage id="feed.likes.title" />
              </Popover.Title>
              {(likes.status === 'loading' || likes.status === 'idle') && (
                <HStack gap="2" color="fg.muted" role="status">
                  <Spinner size="xs" aria-hidden />
                  <Text fontSize="sm">
                    <FormattedMessage id="feed.likes.loading" />
                  </Text>
                </HStack>
              )}
              {likes.status === 'error' && (
                <Stack gap="2" role="alert" data-testid="post-likes-error">
                  <Text fontSize="sm" color="fg.error">
                    <FormattedMessage id="feed.error.likes" />
                  </Text>
                  <Button size="xs" variant="outline" alignSelf="flex-start" onClick={load}>
                    <FormattedMessage id="feed.retry" />
                  </Button>
                </Stack>
              )}
              {likes.status === 'success' &&
                (likes.data.likes.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted" data-testid="post-likes-empty">
                    <FormattedMessage id="feed.likes.empty" />
                  </Text>
                ) : (
                  <Stack as="ul" gap="2" maxH="60" overflowY="auto" listStyleType="none" data-testid="post-likes-list">
                    {likes.data.likes.map((like) => (
                      <HStack as="li" key={like.uid} gap="2" data-testid="post-likes-item">
                        <UserAvatar name={like.name} avatarId={null} size="2xs" />
                        <Text fontSize="sm">
                          <bdi>{like.name}</bdi>
                        </Text>
                      </HStack>
                    ))}
                  </Stack>
                ))}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
