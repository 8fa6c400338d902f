// /courses/:courseId (spec 001 "Course detail"; live, GET /courses/{id}/overview): the header
// with price and the caller's action (Enroll Now -> /courses/enroll/{id}; enrolled: Continue
// learning -> the next lesson; expired: Renew Access), Share (link and QR), and the tabs
// Overview, Curriculum, Instructor, Reviews and FAQ.
// Test ids: course-detail (data-course-id, data-enrolled), course-title, course-price,
// course-enroll, course-continue, course-renew, course-share, course-progress,
// course-enrollment-status, course-owner-note, course-preview-note, course-tab-{tab},
// course-not-found, course-error.
import { Alert, Badge, Box, Button, Card, Container, Grid, HStack, Heading, Progress, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuPlay, LuRefreshCw, LuShare2, LuUsers } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { CourseOverview, PurchasedCourse } from '@shared/schemas/course-learning';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_COURSE_OVERVIEW_FAILED, getCourseOverview, isCourseGone } from '../api/get-course-overview';
import { CourseCurriculumPanel } from '../components/course-curriculum-panel';
import { CourseNotFound } from '../components/course-not-found';
import { CourseFaqPanel } from '../components/course-faq-panel';
import { CourseInstructorPanel } from '../components/course-instructor-panel';
import { CourseOverviewPanel } from '../components/course-overview-panel';
import { CoursePrice } from '../components/course-price';
import { CourseReviewsPanel } from '../components/course-reviews-panel';
import { CourseShareDialog } from '../components/course-share-dialog';
import { CourseThumbnail } from '../components/course-thumbnail';
import { EnrollmentStatusBadge } from '../components/enrollment-status-badge';
import { RenewAccessDialog, type RenewTarget } from '../components/renew-access-dialog';
import { StarRating } from '../components/star-rating';
import { canRenew, continuePath } from '../lib/purchased-course';

/** The authoring screens' status labels (courses.author.status.*), for an owner's preview. */
const AUTHOR_STATUS_KEYS: Record<string, string> = {
  Draft: 'draft',
  'In Review': 'inReview',
  Published: 'published',
  Rejected: 'rejected',
  Assigned: 'assigned',
};

const TABS = ['overview', 'curriculum', 'instructor', 'reviews', 'faq'] as const;
type Tab = (typeof TABS)[number];

export default function CourseDetailRoute() {
  const intl = useIntl();
  const { courseId = '' } = useParams();
  const course = useRemote(courseId ? `course-overview:${courseId}` : null, (signal) => getCourseOverview(courseId, signal));

  if (course.status === 'error' && isCourseGone(course.error)) return <CourseNotFound testId="course-not-found" />;

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" data-testid="course-back">
          <RouterLink to="/courses/marketplace">
            <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
              <LuArrowLeft aria-hidden />
            </Box>
            <FormattedMessage id="courses.detail.backToMarketplace" />
          </RouterLink>
        </Button>
        {course.status === 'loading' && (
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="8" aria-busy="true">
            <Stack gap="4">
              <Skeleton h="10" />
              <Skeleton h="6" w="50%" />
              <Skeleton h="32" />
            </Stack>
            <Skeleton h="72" rounded="xl" />
          </Grid>
        )}
        {course.status === 'error' && (
          <RetryMessage
            message={formatError(intl, course.error, GET_COURSE_OVERVIEW_FAILED)}
            retryLabel={<FormattedMessage id="courses.detail.retry" />}
            onRetry={course.reload}
            testId="course-error"
          />
        )}
        {course.status === 'success' && (
          <CourseView
            course={course.data}
            onChanged={course.reload}
            onRenewed={(enrollment) => course.update((data) => ({ ...data, enrollment }))}
          />
        )}
      </Stack>
    </Container>
  );
}

function CourseView({ course, onChanged, onRenewed }: { course: CourseOverview; onChanged: () => void; onRenewed: (enrollment: PurchasedCourse) => void }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'overview';
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <Stack gap="8" data-testid="course-detail" data-course-id={course.id} data-enrolled={course.enrollment !== null}>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <CourseHeader course={course} />
        <ActionCard course={course} onRenewed={onRenewed} />
      </Grid>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} colorPalette="brand" variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={`course-tab-${value}`}>
              <FormattedMessage id={`courses.detail.tab.${value}`} />
              {value === 'reviews' && course.reviews > 0 && (
                <Badge variant="subtle" rounded="full" size="sm">
                  <FormattedNumber value={course.reviews} />
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" pt="6">
          <CourseOverviewPanel course={course} />
        </Tabs.Content>
        <Tabs.Content value="curriculum" pt="6">
          <CourseCurriculumPanel courseId={course.id} chapters={course.curriculum} />
        </Tabs.Content>
        <Tabs.Content value="instructor" pt="6">
          <CourseInstructorPanel profile={course.instructor_profile} />
        </Tabs.Content>
        <Tabs.Content value="reviews" pt="6">
          <CourseReviewsPanel courseId={course.id} canReview={course.can_review} onReviewed={onChanged} />
        </Tabs.Content>
        <Tabs.Content value="faq" pt="6">
          <CourseFaqPanel faq={course.faq} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function CourseHeader({ course }: { course: CourseOverview }) {
  return (
    <Stack gap="4" textAlign="start">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">
          <FormattedMessage id={`courses.category.${course.category}`} />
        </Badge>
        <Badge variant="outline">
          <FormattedMessage id={`courses.level.${course.level}`} />
        </Badge>
        {course.bestseller && (
          <Badge colorPalette="orange" variant="solid">
            <FormattedMessage id="courses.detail.bestseller" />
          </Badge>
        )}
        {course.certification && (
          <Badge colorPalette="green" variant="subtle">
            <FormattedMessage id="courses.detail.certificate" />
          </Badge>
        )}
      </HStack>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="course-title">
        <bdi>{course.title}</bdi>
      </Heading>
      <Text color="fg.muted" lineClamp={3} dir="auto">
        {course.description}
      </Text>
      <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
        <HStack gap="1.5">
          <StarRating value={course.rating} showValue testId="course-rating" />
          <Text>
            <FormattedMessage id="courses.reviews.count" values={{ count: course.reviews }} />
          </Text>
        </HStack>
        <HStack gap="1.5" data-testid="course-students" data-value={course.studentsEnrolled}>
          <LuUsers aria-hidden />
          <Text>
            <FormattedMessage id="courses.detail.students" values={{ count: course.studentsEnrolled }} />
          </Text>
        </HStack>
      </HStack>
      <Text fontSize="sm">
        <FormattedMessage id="courses.detail.by" values={{ name: <bdi>{course.instructor_profile.name || course.instructor.name}</bdi> }} />
        {course.organization && (
          <>
            {' · '}
            <bdi>{course.organization}</bdi>
          </>
        )}
      </Text>
    </Stack>
  );
}

function ActionCard({ course, onRenewed }: { course: CourseOverview; onRenewed: (enrollment: PurchasedCourse) => void }) {
  const [sharing, setSharing] = useState(false);
  const [renewing, setRenewing] = useState<RenewTarget | null>(null);
  const enrollment = course.enrollment;
  const published = course.status === 'Published';

  return (
    <Card.Root variant="outline" overflow="hidden" position={{ lg: 'sticky' }} top={{ lg: '20' }}>
      <CourseThumbnail src={course.thumbnail} alt="" aspectRatio={16 / 9} w="full" testId="course-thumbnail" />
      <Card.Body gap="4">
        {!published && (
          <Alert.Root status="warning" size="sm" data-testid="course-preview-note">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage
                id="courses.detail.previewNote"
                values={{ status: <FormattedMessage id={`courses.author.status.${AUTHOR_STATUS_KEYS[course.status] ?? 'draft'}`} /> }}
              />
            </Alert.Title>
          </Alert.Root>
        )}
        <CoursePrice price={course.price} fontSize="2xl" testId="course-price" />
        {enrollment ? (
          <Stack gap="3">
            <HStack justify="space-between" gap="2">
              <EnrollmentStatusBadge status={enrollment.status} testId="course-enrollment-status" />
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id={enrollment.status === 'Expired' ? 'courses.learning.expiredOn' : 'courses.learning.accessUntil'}
                  values={{ date: <FormattedDate value={enrollment.access_until} dateStyle="medium" /> }}
                />
              </Text>
            </HStack>
            <ProgressLine enrollment={enrollment} />
            {enrollment.status === 'Expired' ? (
              <Button colorPalette="brand" size="lg" onClick={() => setRenewing({ id: course.id, title: course.title, price: course.price })} data-testid="course-renew">
                <LuRefreshCw aria-hidden />
                <FormattedMessage id="courses.learning.renew" />
              </Button>
            ) : (
              <>
                <Button asChild colorPalette="brand" size="lg" data-testid="course-continue">
                  <RouterLink to={continuePath(enrollment)}>
                    <LuPlay aria-hidden />
                    <FormattedMessage id="courses.detail.continue" />
                  </RouterLink>
                </Button>
                {canRenew(enrollment) && (
                  <Button variant="outline" onClick={() => setRenewing({ id: course.id, title: course.title, price: course.price })} data-testid="course-renew">
                    <LuRefreshCw aria-hidden />
                    <FormattedMessage id="courses.learning.renew" />
                  </Button>
                )}
              </>
            )}
          </Stack>
        ) : course.is_owner ? (
          <Text fontSize="sm" color="fg.muted" textAlign="start" data-testid="course-owner-note">
            <FormattedMessage id="courses.detail.ownerNote" />
          </Text>
        ) : (
          published && (
            <Button asChild colorPalette="brand" size="lg" data-testid="course-enroll">
              <RouterLink to={`/courses/enroll/${encodeURIComponent(course.id)}`}>
                <FormattedMessage id="courses.detail.enroll" />
              </RouterLink>
            </Button>
          )
        )}
        <Button variant="outline" onClick={() => setSharing(true)} data-testid="course-share">
          <LuShare2 aria-hidden />
          <FormattedMessage id="courses.detail.share" />
        </Button>
      </Card.Body>
      <CourseShareDialog open={sharing} onClose={() => setSharing(false)} url={shareUrl(course)} title={course.title} />
      <RenewAccessDialog target={renewing} onClose={() => setRenewing(null)} onRenewed={onRenewed} />
    </Card.Root>
  );
}

/** The server's share link, or this page's address when it gave none. */
function shareUrl(course: CourseOverview): string {
  if (course.share_url) return course.share_url;
  return typeof window === 'undefined' ? `/courses/${course.id}` : `${window.location.origin}/courses/${encodeURIComponent(course.id)}`;
}

function ProgressLine({ enrollment }: { enrollment: PurchasedCourse }) {
  const intl = useIntl();
  return (
    <Stack gap="1" data-testid="course-progress" data-value={enrollment.progress}>
      <HStack justify="space-between" fontSize="sm">
        <Text color="fg.muted">
          <FormattedMessage id="courses.learning.lessonsDone" values={{ done: enrollment.completed_count, count: enrollment.lesson_count }} />
        </Text>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          <FormattedNumber value={enrollment.progress / 100} style="percent" />
        </Text>
      </HStack>
      <Progress.Root value={enrollment.progress} size="sm" colorPalette="brand" aria-label={intl.formatMessage({ id: 'courses.learning.progressLabel' })}>
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
