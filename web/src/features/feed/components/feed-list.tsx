// The live list: posts newest first with this browser's changes on top, 'error loading posts'
// with a retry, an empty state, and "load more" (a larger live limit).
import { Button, Card, HStack, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuMessagesSquare } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { FEED } from '@shared/constants';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useFeedOverlay, useUpdateFeedOverlay } from '../hooks/feed-overlay';
import { useLivePosts } from '../hooks/use-live-posts';
import { useVideoUrls } from '../hooks/use-video-urls';
import { hasMorePosts, mergePosts, prunePostsOverlay } from '../lib/posts';
import { PostCard } from './post-card';

export function FeedList({ classId, uid, isTeacher }: { classId: string; uid: string; isTeacher: boolean }) {
  const [limit, setLimit] = useState<number>(FEED.pageSize);
  const [attempt, setAttempt] = useState(0);
  const live = useLivePosts(classId, limit, attempt);
  const overlay = useFeedOverlay(classId);
  const updateOverlay = useUpdateFeedOverlay(classId);
  // Once the listener shows a change by itself, the overlay lets go of it.
  useEffect(() => {
    if (live.status === 'success') updateOverlay((current) => prunePostsOverlay(live.posts, current));
  }, [live.status, live.posts, overlay, updateOverlay]);
  const posts = useVideoUrls(classId, mergePosts(live.posts, overlay));
  const firstLoad = live.status === 'loading' && live.posts.length === 0;

  if (live.status === 'error') {
    return (
      <RetryAlert
        message={<FormattedMessage id="feed.error.posts" />}
        retryLabel={<FormattedMessage id="feed.retry" />}
        onRetry={() => setAttempt((value) => value + 1)}
        testId="feed-error"
        retryTestId="feed-retry"
      />
    );
  }

  if (firstLoad) return <FeedSkeleton />;

  if (posts.length === 0) {
    return (
      <EmptyCard
        icon={<LuMessagesSquare size="32" aria-hidden />}
        title={<FormattedMessage id="feed.empty.title" />}
        body={<FormattedMessage id="feed.empty.body" />}
        testId="feed-empty"
      />
    );
  }

  const more = hasMorePosts(live.posts.length, limit);
  return (
    <Stack gap="4" data-testid="feed-list" aria-busy={live.status === 'loading'}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} classId={classId} uid={uid} isTeacher={isTeacher} />
      ))}
      {more && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={live.status === 'loading'}
          onClick={() => setLimit((value) => value + FEED.pageSize)}
          data-testid="feed-load-more"
        >
          <FormattedMessage id="feed.loadMore" />
        </Button>
      )}
    </Stack>
  );
}

function FeedSkeleton() {
  return (
    <Stack gap="4" role="status" aria-live="polite" data-testid="feed-loading">
      <Text srOnly>
        <FormattedMessage id="feed.loading" />
      </Text>
      {[0, 1, 2].map((index) => (
        <Card.Root key={index} variant="outline">
          <Card.Body gap="3">
            <HStack gap="3">
              <SkeletonCircle size="8" />
              <Stack flex="1" gap="2">
                <Skeleton height="3" width="40%" />
                <Skeleton height="2" width="25%" />
              </Stack>
            </HStack>
            <Skeleton height="3" />
            <Skeleton height="3" width="80%" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
