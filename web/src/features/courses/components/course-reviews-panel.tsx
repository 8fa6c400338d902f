// The Reviews tab: the summary (average, count, a bar per star level), the form for enrolled
// learners who have not reviewed yet (1-5 stars and a comment), and the reviews, newest first,
// with "Show more". Posting updates the course's rating on the server; the page reads it again.
// Test ids: course-reviews, course-reviews-summary, course-review-form, review-rating(-N),
// review-comment, review-submit, review-form-error, course-review (data-mine), course-reviews-more,
// course-reviews-empty, course-reviews-error.
import { Box, Button, Card, Field, HStack, Progress, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMessageSquare } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { COURSE_LEARNING } from '@shared/constants';
import type { Review, ReviewList } from '@shared/schemas/course-learning';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { CREATE_COURSE_REVIEW_FAILED, createCourseReview } from '../api/create-course-review';
import { LIST_COURSE_REVIEWS_FAILED, listCourseReviews } from '../api/list-course-reviews';
import { distributionBars } from '../lib/review-summary';
import { ReviewStarInput, StarRating } from './star-rating';

const PAGE = COURSE_LEARNING.reviewsPageSize;

export function CourseReviewsPanel({ courseId, canReview, onReviewed }: { courseId: string; canReview: boolean; onReviewed: () => void }) {
  const intl = useIntl();
  const first = useRemote(`course-reviews:${courseId}`, (signal) => listCourseReviews(courseId, { limit: PAGE, signal }));
  const [more, setMore] = useState<{ key: string; reviews: Review[]; done: boolean }>({ key: '', reviews: [], done: false });
  const [loadingMore, setLoadingMore] = useState(false);

  if (first.status === 'loading') return <Skeleton h="40" rounded="lg" />;
  if (first.status === 'error') {
    return (
      <RetryMessage
        message={formatError(intl, first.error, LIST_COURSE_REVIEWS_FAILED)}
        retryLabel={<FormattedMessage id="courses.reviews.retry" />}
        onRetry={first.reload}
        testId="course-reviews-error"
      />
    );
  }
  const list: ReviewList = first.data;
  const extraKey = list.data.map((review) => review.id).join(',');
  const extra = more.key === extraKey ? more : { key: extraKey, reviews: [], done: false };
  const reviews = [...list.data, ...extra.reviews];
  const hasMore = list.data.length === PAGE && !extra.done;

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const page = await listCourseReviews(courseId, { limit: PAGE, after: reviews[reviews.length - 1]?.id });
      setMore({ key: extraKey, reviews: [...extra.reviews, ...page.data], done: page.data.length < PAGE });
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, LIST_COURSE_REVIEWS_FAILED) });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6" data-testid="course-reviews">
      <ReviewSummaryCard list={list} />
      {canReview && (
        <ReviewForm
          courseId={courseId}
          onDone={() => {
            first.reload();
            onReviewed();
          }}
        />
      )}
      {reviews.length === 0 ? (
        <EmptyCard
          icon={<Box as={LuMessageSquare} boxSize="8" color="fg.subtle" aria-hidden />}
          title={<FormattedMessage id="courses.reviews.emptyTitle" />}
          body={<FormattedMessage id="courses.reviews.emptyBody" />}
          testId="course-reviews-empty"
        />
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
      {hasMore && (
        <Button variant="outline" alignSelf="center" loading={loadingMore} onClick={() => void showMore()} data-testid="course-reviews-more">
          <FormattedMessage id="courses.reviews.more" />
        </Button>
      )}
    </Stack>
  );
}

function ReviewSummaryCard({ list }: { list: ReviewList }) {
  const intl = useIntl();
  const { summary } = list;
  return (
    <Card.Root variant="outline" data-testid="course-reviews-summary" data-count={summary.count} data-rating={summary.rating}>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'stretch', sm: 'center' }}>
          <Stack gap="1" align="center" minW="36">
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1" fontVariantNumeric="tabular-nums">
              <FormattedNumber value={summary.rating} minimumFractionDigits={1} maximumFractionDigits={1} />
            </Text>
            <StarRating value={summary.rating} />
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="courses.reviews.count" values={{ count: summary.count }} />
            </Text>
          </Stack>
          <Stack gap="1.5" flex="1">
            {distributionBars(summary).map((bar) => (
              <HStack key={bar.stars} gap="3" data-testid={`course-reviews-bar-${bar.stars}`} data-count={bar.count}>
                <Text fontSize="sm" minW="14" textAlign="start" fontVariantNumeric="tabular-nums">
                  <FormattedMessage id="courses.reviews.stars" values={{ count: bar.stars }} />
                </Text>
                <Progress.Root
                  value={bar.percent}
                  flex="1"
                  size="sm"
                  colorPalette="yellow"
                  aria-label={intl.formatMessage({ id: 'courses.reviews.barLabel' }, { stars: bar.stars, count: bar.count })}
                >
                  <Progress.Track rounded="full">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="sm" color="fg.muted" minW="10" textAlign="end" fontVariantNumeric="tabular-nums">
                  <FormattedNumber value={bar.percent / 100} style="percent" />
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ReviewForm({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const intl = useIntl();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooLong = comment.length > COURSE_LEARNING.reviewCommentMaxLength;

  const submit = async () => {
    if (rating < 1) {
      setError(intl.formatMessage({ id: 'errors.course-learning/invalid-rating' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createCourseReview(courseId, { rating, comment });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.reviews.thanks' }) });
      onDone();
    } catch (failure) {
      setError(formatError(intl, failure, CREATE_COURSE_REVIEW_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="subtle" data-testid="course-review-form">
      <Card.Body gap="4">
        <Text fontWeight="semibold" textAlign="start">
          <FormattedMessage id="courses.reviews.formTitle" />
        </Text>
        <ReviewStarInput value={rating} onChange={setRating} disabled={busy} testId="review-rating" />
        <Field.Root invalid={tooLong}>
          <Field.Label>
            <FormattedMessage id="courses.reviews.comment" />
          </Field.Label>
          <Textarea
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            dir="auto"
            rows={3}
            disabled={busy}
            placeholder={intl.formatMessage({ id: 'courses.reviews.commentPlaceholder' })}
            data-testid="review-comment"
          />
          <Field.HelperText>
            <FormattedMessage id="courses.reviews.commentLength" values={{ count: comment.length, max: COURSE_LEARNING.reviewCommentMaxLength }} />
          </Field.HelperText>
        </Field.Root>
        {error && (
          <Text color="fg.error" role="alert" textAlign="start" data-testid="review-form-error">
            {error}
          </Text>
        )}
        <Button colorPalette="brand" alignSelf="flex-start" loading={busy} disabled={tooLong} onClick={() => void submit()} data-testid="review-submit">
          <FormattedMessage id="courses.reviews.submit" />
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <Card.Root as="li" variant="outline" data-testid="course-review" data-mine={review.mine} data-rating={review.rating}>
      <Card.Body gap="2" py="4">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Text fontWeight="semibold">
              <bdi>{review.name}</bdi>
            </Text>
            {review.mine && (
              <Text as="span" fontSize="xs" color="brand.fg">
                <FormattedMessage id="courses.reviews.yours" />
              </Text>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            <FormattedDate value={review.created_at} dateStyle="medium" />
          </Text>
        </HStack>
        <StarRating value={review.rating} size="xs" />
        {review.comment && (
          <Text whiteSpace="pre-wrap" dir="auto" textAlign="start" data-testid="course-review-comment">
            {review.comment}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
