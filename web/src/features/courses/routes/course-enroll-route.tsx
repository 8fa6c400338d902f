// /courses/enroll/:id: the course summary, its price and the caller's spendable balance (GET
// /wallet: welcome sparks do not pay for marketplace purchases), then the enrolment: a free
// course on one click, a paid one after a confirmation, POST /courses/{id}/enroll with an order
// id kept in sessionStorage until success (a retry or refresh is charged once). 402: 'Insufficient
// balance for this purchase' with the sparks still needed and a link to buy sparks; already
// enrolled: off to the course. Success: toast, then the first lesson (or My Learning).
// Test ids: course-enroll-page (data-course-id), enroll-title, enroll-price, enroll-balance,
// enroll-spendable, enroll-after, enroll-promo-note, enroll-shortfall (data-needed),
// enroll-buy-sparks, enroll-confirm, enroll-dialog(-confirm, -cancel), enroll-error,
// enroll-expired, enroll-own, enroll-not-found.
import { Alert, Box, Button, Card, Container, Grid, HStack, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LuArrowLeft, LuCircleCheck, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { COURSE_ACCESS_MONTHS } from '@shared/constants';
import type { CourseOverview } from '@shared/schemas/course-learning';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { ENROLL_COURSE_FAILED, enrollCourse } from '../api/enroll-course';
import { GET_COURSE_OVERVIEW_FAILED, getCourseOverview, isCourseGone } from '../api/get-course-overview';
import { GET_WALLET_FAILED, getWallet } from '../api/get-wallet';
import { CourseNotFound } from '../components/course-not-found';
import { CoursePrice } from '../components/course-price';
import { CourseThumbnail } from '../components/course-thumbnail';
import { RenewAccessDialog, type RenewTarget } from '../components/renew-access-dialog';
import { enrollBalance } from '../lib/enroll-balance';
import { clearOrderId, pendingOrderId } from '../lib/order-id';
import { classifyPurchaseFailure, dropsOrderId } from '../lib/purchase-outcome';
import { coursePath, continuePath, hasAccess } from '../lib/purchased-course';

export default function CourseEnrollRoute() {
  const intl = useIntl();
  const { id: courseId = '' } = useParams();
  const course = useRemote(courseId ? `course-overview:${courseId}` : null, (signal) => getCourseOverview(courseId, signal));

  if (course.status === 'error' && isCourseGone(course.error)) return <CourseNotFound testId="enroll-not-found" />;
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" data-testid="enroll-back">
          <RouterLink to={courseId ? coursePath(courseId) : '/courses/marketplace'}>
            <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
              <LuArrowLeft aria-hidden />
            </Box>
            <FormattedMessage id="courses.enroll.backToCourse" />
          </RouterLink>
        </Button>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} textAlign="start">
          <FormattedMessage id="courses.enroll.title" />
        </Heading>
        {course.status === 'loading' && (
          <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" aria-busy="true">
            <Skeleton h="64" rounded="xl" />
            <Skeleton h="64" rounded="xl" />
          </Grid>
        )}
        {course.status === 'error' && (
          <RetryMessage
            message={formatError(intl, course.error, GET_COURSE_OVERVIEW_FAILED)}
            retryLabel={<FormattedMessage id="courses.detail.retry" />}
            onRetry={course.reload}
            testId="enroll-load-error"
          />
        )}
        {course.status === 'success' && <EnrollView course={course.data} onRenewed={course.reload} />}
      </Stack>
    </Container>
  );
}

function EnrollView({ course, onRenewed }: { course: CourseOverview; onRenewed: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const enrolled = hasAccess(course.enrollment);
  const redirected = useRef(false);

  // Already enrolled with access: the course page has Continue learning.
  useEffect(() => {
    if (!enrolled || redirected.current) return;
    redirected.current = true;
    toaster.create({ type: 'info', title: intl.formatMessage({ id: 'errors.course-learning/already-enrolled' }) });
    navigate(coursePath(course.id), { replace: true });
  }, [enrolled, course.id, intl, navigate]);

  if (enrolled) return null;
  if (course.status !== 'Published') return <CourseNotFound testId="enroll-not-found" />;

  return (
    <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start" data-testid="course-enroll-page" data-course-id={course.id}>
      <CourseSummary course={course} />
      <Card.Root variant="outline" position={{ md: 'sticky' }} top={{ md: '20' }}>
        <Card.Body gap="4">
          {course.is_owner ? (
            <Alert.Root status="info" data-testid="enroll-own">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="errors.course-learning/own-course" />
              </Alert.Title>
            </Alert.Root>
          ) : course.enrollment?.status === 'Expired' ? (
            <ExpiredNotice course={course} onRenewed={onRenewed} />
          ) : (
            <PayPanel course={course} />
          )}
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}

function CourseSummary({ course }: { course: CourseOverview }) {
  const lessonCount = course.curriculum.reduce((sum, chapter) => sum + chapter.lessons.length, 0) || course.lessons;
  return (
    <Card.Root variant="outline" overflow="hidden">
      <CourseThumbnail src={course.thumbnail} alt="" aspectRatio={16 / 9} w="full" />
      <Card.Body gap="3" textAlign="start">
        <Heading as="h2" size="xl" data-testid="enroll-title">
          <bdi>{course.title}</bdi>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="courses.detail.by" values={{ name: <bdi>{course.instructor_profile.name || course.instructor.name}</bdi> }} />
        </Text>
        <Text lineClamp={4} dir="auto">
          {course.description}
        </Text>
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1.5" fontSize="sm">
          <Included>
            <FormattedMessage id="courses.detail.chaptersLessons" values={{ chapters: course.modules, lessons: lessonCount }} />
          </Included>
          {course.duration > 0 && (
            <Included>
              <FormattedMessage id="courses.detail.hours" values={{ count: course.duration }} />
            </Included>
          )}
          <Included>
            <FormattedMessage id="courses.enroll.access" values={{ months: COURSE_ACCESS_MONTHS }} />
          </Included>
          {course.certification && (
            <Included>
              <FormattedMessage id="courses.enroll.certificate" />
            </Included>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Included({ children }: { children: ReactNode }) {
  return (
    <HStack as="li" gap="2">
      <Box as={LuCircleCheck} color="green.fg" flexShrink={0} aria-hidden />
      <Text as="span">{children}</Text>
    </HStack>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      {children}
    </HStack>
  );
}

function Sparks({ value, testId }: { value: number; testId: string }) {
  return (
    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId} data-value={value}>
      <FormattedMessage id="courses.price.sparks" values={{ count: value }} />
    </Text>
  );
}

function PayPanel({ course }: { course: CourseOverview }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const free = course.price === 0;
  const wallet = useRemote(free ? null : 'wallet', getWallet);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverNeeded, setServerNeeded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const figures = wallet.status === 'success' ? enrollBalance(course.price, wallet.data) : null;
  const needed = serverNeeded ?? figures?.needed ?? 0;

  const enroll = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const enrollment = await enrollCourse(course.id, pendingOrderId('enroll', course.id));
      clearOrderId('enroll', course.id);
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'courses.enroll.success' }, { title: course.title }),
      });
      navigate(enrollment.next_lesson_id ? continuePath(enrollment) : '/courses/purchases');
    } catch (failure) {
      setConfirming(false);
      if (failure instanceof ApiRequestError && dropsOrderId(failure)) clearOrderId('enroll', course.id);
      const kind = failure instanceof ApiRequestError ? classifyPurchaseFailure(failure) : { kind: 'other' as const };
      if (kind.kind === 'insufficient') {
        setServerNeeded(kind.needed);
        wallet.reload();
      } else if (kind.kind === 'already-enrolled') {
        toaster.create({ type: 'info', title: intl.formatMessage({ id: 'errors.course-learning/already-enrolled' }) });
        navigate(coursePath(course.id), { replace: true });
      } else {
        setError(formatError(intl, failure, ENROLL_COURSE_FAILED));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Row label={<FormattedMessage id="courses.enroll.price" />}>
        <CoursePrice price={course.price} fontSize="xl" testId="enroll-price" />
      </Row>
      {!free && (
        <>
          {wallet.status === 'error' ? (
            <RetryMessage
              message={formatError(intl, wallet.error, GET_WALLET_FAILED)}
              retryLabel={<FormattedMessage id="courses.detail.retry" />}
              onRetry={wallet.reload}
              testId="enroll-wallet-error"
            />
          ) : (
            <Skeleton loading={!figures} minH="12">
              {figures && (
                <Stack gap="3">
                  <Row label={<FormattedMessage id="courses.enroll.balance" />}>
                    <Sparks value={figures.balance} testId="enroll-balance" />
                  </Row>
                  {figures.promo > 0 && (
                    <>
                      <Row label={<FormattedMessage id="courses.enroll.spendable" />}>
                        <Sparks value={figures.spendable} testId="enroll-spendable" />
                      </Row>
                      <Text fontSize="xs" color="fg.muted" textAlign="start" data-testid="enroll-promo-note">
                        <FormattedMessage id="courses.enroll.promoNote" values={{ count: figures.promo }} />
                      </Text>
                    </>
                  )}
                  {needed === 0 && (
                    <>
                      <Separator />
                      <Row label={<FormattedMessage id="courses.enroll.after" />}>
                        <Sparks value={figures.after} testId="enroll-after" />
                      </Row>
                    </>
                  )}
                </Stack>
              )}
            </Skeleton>
          )}
        </>
      )}
      {needed > 0 && (
        <Alert.Root status="error" data-testid="enroll-shortfall" data-needed={needed}>
          <Alert.Indicator />
          <Alert.Content textAlign="start" gap="2">
            <Alert.Title>
              <FormattedMessage id="errors.course-learning/insufficient" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="courses.enroll.needed" values={{ count: needed }} />
            </Alert.Description>
            <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start" data-testid="enroll-buy-sparks">
              <RouterLink to="/pricing">
                <LuSparkles aria-hidden />
                <FormattedMessage id="courses.enroll.buySparks" />
              </RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" data-testid="enroll-error">
          <Alert.Indicator />
          <Alert.Title textAlign="start">{error}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        loading={busy && !confirming}
        disabled={!free && (!figures || needed > 0)}
        onClick={() => (free ? void enroll() : setConfirming(true))}
        data-testid="enroll-confirm"
      >
        {free ? (
          <FormattedMessage id="courses.enroll.free" />
        ) : (
          <>
            <LuSparkles aria-hidden />
            <FormattedMessage id="courses.enroll.pay" values={{ count: course.price }} />
          </>
        )}
      </Button>
      <Text fontSize="xs" color="fg.muted" textAlign="start">
        <FormattedMessage id="courses.enroll.note" values={{ months: COURSE_ACCESS_MONTHS }} />
      </Text>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void enroll()}
        busy={busy}
        tone="brand"
        title={<FormattedMessage id="courses.enroll.confirmTitle" />}
        body={
          <FormattedMessage
            id="courses.enroll.confirmBody"
            values={{ title: <bdi>{course.title}</bdi>, count: course.price, months: COURSE_ACCESS_MONTHS }}
          />
        }
        confirmLabel={<FormattedMessage id="courses.enroll.pay" values={{ count: course.price }} />}
        cancelLabel={<FormattedMessage id="courses.learning.cancel" />}
        testId="enroll-dialog"
      />
    </Stack>
  );
}

function ExpiredNotice({ course, onRenewed }: { course: CourseOverview; onRenewed: () => void }) {
  const [target, setTarget] = useState<RenewTarget | null>(null);
  return (
    <Stack gap="3" data-testid="enroll-expired">
      <Text textAlign="start">
        <FormattedMessage id="courses.enroll.expired" />
      </Text>
      <CoursePrice price={course.price} fontSize="xl" />
      <Button colorPalette="brand" onClick={() => setTarget({ id: course.id, title: course.title, price: course.price })} data-testid="course-renew">
        <FormattedMessage id="courses.learning.renew" />
      </Button>
      <RenewAccessDialog target={target} onClose={() => setTarget(null)} onRenewed={onRenewed} />
    </Stack>
  );
}
