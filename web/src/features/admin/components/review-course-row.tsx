// One course of the review queue: a tick box, thumbnail, title, category, level, price, counts,
// when it was submitted, its description and, on demand, its chapters and lessons (files open in
// a new tab) read with GET /instructor/courses/{id}; Publish and Reject.
// Test ids: admin-course-row (data-course-id), admin-course-select, admin-course-toggle-content,
// admin-course-content, admin-course-lesson, admin-course-publish, admin-course-reject.
import { Badge, Box, Button, Card, Checkbox, HStack, Image, Link, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBookOpen, LuCheck, LuChevronDown, LuChevronUp, LuExternalLink, LuX } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Course } from '@shared/schemas/course';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_REVIEW_COURSE_FAILED, getReviewCourse } from '../api/get-review-course';
import { SparksAmount } from './sparks-amount';

export function ReviewCourseRow({
  course,
  selected,
  busy,
  onSelect,
  onPublish,
  onReject,
}: {
  course: Course;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onPublish: () => void;
  onReject: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const detail = useRemote(open ? `review-course:${course.id}` : null, (signal) => getReviewCourse(course.id, signal));
  const contentId = `admin-course-content-${course.id}`;
  return (
    <Card.Root as="li" variant="outline" data-testid="admin-course-row" data-course-id={course.id} borderColor={selected ? 'brand.solid' : undefined}>
      <Card.Body p={{ base: '3', md: '4' }} gap="3">
        <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ base: 'stretch', lg: 'flex-start' }}>
          <HStack gap="3" align="flex-start" flex="1" minW="0">
            <Checkbox.Root
              checked={selected}
              onCheckedChange={() => onSelect()}
              colorPalette="brand"
              mt="1"
              aria-label={intl.formatMessage({ id: 'admin.courses.select' }, { title: course.title })}
              data-testid="admin-course-select"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
            </Checkbox.Root>
            <Box w="24" flexShrink={0} aspectRatio={16 / 9} rounded="l2" overflow="hidden" bg="bg.muted">
              {course.thumbnail ? (
                <Image src={course.thumbnail.url} alt="" w="full" h="full" objectFit="cover" />
              ) : (
                <HStack h="full" justify="center" color="fg.subtle">
                  <LuBookOpen aria-hidden />
                </HStack>
              )}
            </Box>
            <Stack gap="1" minW="0" flex="1" textAlign="start">
              <Text fontWeight="semibold" dir="auto" wordBreak="break-word" data-testid="admin-course-title">
                {course.title}
              </Text>
              <Wrap gap="1.5" align="center">
                <Badge variant="surface">
                  <FormattedMessage id={`courses.category.${course.category}`} />
                </Badge>
                <Badge variant="surface">
                  <FormattedMessage id={`courses.level.${course.level}`} />
                </Badge>
                {course.price > 0 ? (
                  <SparksAmount value={course.price} testId="admin-course-price" />
                ) : (
                  <Badge colorPalette="teal" variant="subtle" data-testid="admin-course-price">
                    <FormattedMessage id="admin.courses.free" />
                  </Badge>
                )}
                <Text as="span" fontSize="sm" color="fg.muted">
                  <FormattedMessage id="admin.courses.counts" values={{ chapters: course.chapter_count, lessons: course.lesson_count }} />
                </Text>
                {course.status_updated_at && (
                  <Text as="span" fontSize="xs" color="fg.muted">
                    <FormattedMessage id="admin.courses.submitted" values={{ date: <FormattedDate value={course.status_updated_at} dateStyle="medium" timeStyle="short" /> }} />
                  </Text>
                )}
              </Wrap>
              <Text fontSize="sm" color="fg.muted" dir="auto" lineClamp={open ? undefined : 2} whiteSpace="pre-wrap">
                {course.description}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" justify="flex-end" flexShrink={0} wrap="wrap">
            <Button size="xs" variant="ghost" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={contentId} data-testid="admin-course-toggle-content">
              {open ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
              <FormattedMessage id={open ? 'admin.courses.hideContent' : 'admin.courses.showContent'} />
            </Button>
            <Button size="xs" colorPalette="green" disabled={busy} onClick={onPublish} aria-label={intl.formatMessage({ id: 'admin.courses.publishOne' }, { title: course.title })} data-testid="admin-course-publish">
              <LuCheck aria-hidden />
              <FormattedMessage id="admin.courses.publish" />
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={onReject} aria-label={intl.formatMessage({ id: 'admin.courses.rejectOne' }, { title: course.title })} data-testid="admin-course-reject">
              <LuX aria-hidden />
              <FormattedMessage id="admin.courses.reject" />
            </Button>
          </HStack>
        </Stack>
        {open && (
          <Box id={contentId} borderTopWidth="1px" pt="3" data-testid="admin-course-content">
            {detail.status === 'loading' && <Skeleton h="16" rounded="l2" />}
            {detail.status === 'error' && (
              <RetryMessage message={formatError(intl, detail.error, GET_REVIEW_COURSE_FAILED)} retryLabel={<FormattedMessage id="admin.common.retry" />} onRetry={detail.reload} testId="admin-course-content-error" />
            )}
            {detail.status === 'success' && detail.data.chapters.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="admin.courses.noContent" />
              </Text>
            )}
            {detail.status === 'success' && (
              <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
                {detail.data.chapters.map((chapter, index) => (
                  <Box as="li" key={chapter.id}>
                    <Text fontWeight="medium" textAlign="start">
                      <FormattedMessage id="admin.courses.chapter" values={{ number: index + 1, title: <bdi>{chapter.title}</bdi> }} />
                    </Text>
                    <Stack as="ol" gap="1" listStyleType="none" m="0" mt="1" ps="4">
                      {chapter.lessons.map((lesson) => (
                        <HStack as="li" key={lesson.id} gap="2" fontSize="sm" wrap="wrap" data-testid="admin-course-lesson" data-lesson-id={lesson.id}>
                          <Badge size="sm" variant="surface">
                            <FormattedMessage id={`admin.courses.lessonType.${lesson.type}`} />
                          </Badge>
                          <Text as="span" dir="auto">
                            {lesson.title}
                          </Text>
                          {lesson.status === 'Draft' && (
                            <Badge size="sm">
                              <FormattedMessage id="admin.courses.lessonDraft" />
                            </Badge>
                          )}
                          {lesson.file && (
                            <Link href={lesson.file.url} target="_blank" rel="noreferrer" color="brand.fg" data-testid="admin-course-lesson-file">
                              <FormattedMessage id="admin.courses.openFile" />
                              <LuExternalLink aria-hidden />
                            </Link>
                          )}
                          {lesson.instructions && (
                            <Text as="span" color="fg.muted" dir="auto" lineClamp={1}>
                              {lesson.instructions}
                            </Text>
                          )}
                        </HStack>
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
