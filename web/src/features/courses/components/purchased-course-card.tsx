// A course on My Learning: thumbnail (placeholder when it fails), status, title, instructor,
// progress and access date, with Continue (the next lesson) or Renew Access, and the
// certificate of a completed certified course: its PDF downloaded with the session's token
// (disabled, with a note, while the server has not issued it yet).
// Test ids: learning-card (data-course-id, data-status), learning-card-title, learning-card-progress,
// learning-card-access, learning-continue, learning-renew, purchased-certificate-{courseId}.
import { Box, Button, Card, HStack, Link, Portal, Progress, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useState } from 'react';
import { LuAward, LuPlay, LuRefreshCw } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { PurchasedCourse } from '@shared/schemas/course-learning';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { DOWNLOAD_CERTIFICATE_FAILED, downloadCertificatePdf } from '@/lib/awards/download-certificate';
import { canRenew, continuePath, coursePath } from '../lib/purchased-course';
import { CourseThumbnail } from './course-thumbnail';
import { EnrollmentStatusBadge } from './enrollment-status-badge';

export function PurchasedCourseCard({ course, onRenew }: { course: PurchasedCourse; onRenew: (course: PurchasedCourse) => void }) {
  const intl = useIntl();
  const expired = course.status === 'Expired';
  return (
    <Card.Root as="li" variant="outline" overflow="hidden" data-testid="learning-card" data-course-id={course.id} data-status={course.status}>
      <Box position="relative">
        <CourseThumbnail src={course.thumbnail} alt="" aspectRatio={16 / 9} w="full" testId="learning-card-thumbnail" />
        <EnrollmentStatusBadge status={course.status} position="absolute" top="3" insetStart="3" testId="learning-card-status" />
      </Box>
      <Card.Body gap="3" textAlign="start">
        <Stack gap="0.5">
          <Link asChild fontWeight="semibold" lineClamp={2} data-testid="learning-card-title">
            <RouterLink to={coursePath(course.id)}>
              <bdi>{course.title}</bdi>
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted" truncate>
            <FormattedMessage id="courses.detail.by" values={{ name: <bdi>{course.instructor}</bdi> }} />
            {course.organization && (
              <>
                {' · '}
                <bdi>{course.organization}</bdi>
              </>
            )}
          </Text>
        </Stack>
        <Stack gap="1" data-testid="learning-card-progress" data-value={course.progress}>
          <HStack justify="space-between" fontSize="xs" color="fg.muted">
            <Text>
              <FormattedMessage id="courses.learning.lessonsDone" values={{ done: course.completed_count, count: course.lesson_count }} />
            </Text>
            <Text fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums">
              <FormattedNumber value={course.progress / 100} style="percent" />
            </Text>
          </HStack>
          <Progress.Root
            value={course.progress}
            size="sm"
            colorPalette={expired ? 'gray' : course.progress === 100 ? 'green' : 'brand'}
            aria-label={intl.formatMessage({ id: 'courses.learning.progressOf' }, { title: course.title })}
          >
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
        <Text fontSize="xs" color={expired ? 'fg.error' : 'fg.muted'} data-testid="learning-card-access">
          <FormattedMessage
            id={expired ? 'courses.learning.expiredOn' : 'courses.learning.accessUntil'}
            values={{ date: <FormattedDate value={course.access_until} dateStyle="medium" /> }}
          />
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {expired ? (
          <Button size="sm" colorPalette="brand" onClick={() => onRenew(course)} data-testid="learning-renew">
            <LuRefreshCw aria-hidden />
            <FormattedMessage id="courses.learning.renew" />
          </Button>
        ) : (
          <Button asChild size="sm" colorPalette="brand" data-testid="learning-continue">
            <RouterLink to={continuePath(course)}>
              <LuPlay aria-hidden />
              <FormattedMessage id={course.status === 'Not Started' ? 'courses.learning.start' : 'courses.learning.continue'} />
            </RouterLink>
          </Button>
        )}
        {!expired && canRenew(course) && (
          <Button size="sm" variant="outline" onClick={() => onRenew(course)} data-testid="learning-renew">
            <LuRefreshCw aria-hidden />
            <FormattedMessage id="courses.learning.renew" />
          </Button>
        )}
        {course.status === 'Completed' && course.certificate && (
          <CertificateButton courseId={course.id} title={course.title} url={course.certificate_url} />
        )}
      </Card.Footer>
    </Card.Root>
  );
}

function CertificateButton({ courseId, title, url }: { courseId: string; title: string; url: string | null }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const testId = `purchased-certificate-${courseId}`;
  if (url) {
    const download = async () => {
      setBusy(true);
      try {
        const file = await downloadCertificatePdf(url, title);
        saveBlob(file.blob, file.fileName);
      } catch (error) {
        toaster.create({ type: 'error', title: formatError(intl, error, DOWNLOAD_CERTIFICATE_FAILED) });
      } finally {
        setBusy(false);
      }
    };
    return (
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => void download()}
        data-testid={testId}
      >
        <LuAward aria-hidden />
        <FormattedMessage id="courses.learning.certificate" />
      </Button>
    );
  }
  const soon = intl.formatMessage({ id: 'courses.learning.certificateSoon' });
  // A disabled button gets no pointer events: the tooltip sits on a focusable wrapper.
  return (
    <Tooltip.Root openDelay={150}>
      <Tooltip.Trigger asChild>
        <Box as="span" display="inline-flex" tabIndex={0} aria-label={soon} data-testid="learning-certificate-soon">
          <Button size="sm" variant="outline" disabled data-testid={testId}>
            <LuAward aria-hidden />
            <FormattedMessage id="courses.learning.certificate" />
          </Button>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{soon}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
