// One course of the instructor manager: tick box, thumbnail, status badge, title, enterprise,
// category, level, chapters, lessons, updated date; Published: students and rating; Draft: how
// complete it is; Rejected: the reviewer's reason. Actions: status menu, edit, content, view
// (eye, /courses/{id}), learners, delete (not on a training centre's course: the centre deletes it).
// A centre's course names the centre: "Assigned by {centre}".
// Test ids: instructor-course (data-course-id, data-status), course-select, course-status-badge,
// course-completeness, course-reject-reason, course-edit, course-content, course-view,
// course-learners, course-delete, course-students, course-rating, course-assigned-by (data-organization).
import { Box, Card, Checkbox, HStack, IconButton, Image, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuBookOpen, LuBuilding2, LuEye, LuLayers, LuPencil, LuStar, LuTrash2, LuUsers } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Course, CourseStatus } from '@shared/schemas/course';
import { CourseStatusBadge, CourseTagBadges } from '@/components/courses/course-badges';
import { courseCompleteness } from '../lib/course-completeness';
import { CourseStatusMenu } from './course-status-menu';

export function InstructorCourseCard({
  course,
  selected,
  busy,
  onSelect,
  onMove,
  onEdit,
  onContent,
  onDelete,
}: {
  course: Course;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onMove: (status: CourseStatus) => void;
  onEdit: () => void;
  onContent: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const updated = course.status_updated_at ?? course.updated_at;
  const completeness = courseCompleteness(course);
  const label = (id: string) => intl.formatMessage({ id }, { title: course.title });
  return (
    <Card.Root
      as="li"
      variant="outline"
      overflow="hidden"
      data-testid="instructor-course"
      data-course-id={course.id}
      data-status={course.status}
      borderColor={selected ? 'brand.solid' : undefined}
    >
      <Box position="relative" aspectRatio={16 / 9} bg="bg.muted">
        {course.thumbnail ? (
          <Image src={course.thumbnail.url} alt="" w="full" h="full" objectFit="cover" />
        ) : (
          <HStack h="full" justify="center" color="fg.subtle">
            <LuBookOpen size={40} aria-hidden />
          </HStack>
        )}
        <Checkbox.Root
          position="absolute"
          top="2"
          insetStart="2"
          bg="bg.panel"
          rounded="l1"
          p="1"
          checked={selected}
          onCheckedChange={() => onSelect()}
          colorPalette="brand"
          aria-label={label('courses.author.card.select')}
          data-testid="course-select"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
        <CourseStatusBadge status={course.status} position="absolute" top="2" insetEnd="2" variant="solid" data-testid="course-status-badge" />
      </Box>
      <Card.Body p="4" gap="2" textAlign="start">
        <Text fontWeight="semibold" lineClamp={2} dir="auto" data-testid="course-title">
          {course.title}
        </Text>
        {course.enterprise ? (
          // A training centre's course assigned to this teacher: the centre (organisation) by name.
          <HStack gap="1.5" fontSize="sm" color="fg.muted" data-testid="course-assigned-by" data-organization={course.organization ?? ''}>
            <LuBuilding2 aria-hidden />
            <Text as="span">
              {course.organization ? (
                <FormattedMessage id="courses.author.card.assignedBy" values={{ centre: <bdi>{course.organization}</bdi> }} />
              ) : (
                <FormattedMessage id="courses.author.card.enterpriseCentre" />
              )}
            </Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="courses.author.card.enterprisePersonal" />
          </Text>
        )}
        <Wrap gap="1.5">
          <CourseTagBadges category={course.category} level={course.level} />
        </Wrap>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="courses.author.card.counts" values={{ chapters: course.chapter_count, lessons: course.lesson_count }} />
        </Text>
        {course.status === 'Published' && (
          <HStack gap="4" fontSize="sm">
            <HStack gap="1" data-testid="course-students">
              <LuUsers aria-hidden />
              <FormattedMessage id="courses.author.card.students" values={{ count: course.enrollment_count }} />
            </HStack>
            <HStack gap="1" data-testid="course-rating">
              <LuStar aria-hidden />
              {course.review_count > 0 ? (
                <FormattedMessage
                  id="courses.author.card.rating"
                  values={{ rating: <FormattedNumber value={course.rating} maximumFractionDigits={1} minimumFractionDigits={1} />, count: course.review_count }}
                />
              ) : (
                <FormattedMessage id="courses.author.card.unrated" />
              )}
            </HStack>
          </HStack>
        )}
        {course.status === 'Draft' && (
          <Stack gap="1" data-testid="course-completeness" data-value={completeness}>
            <HStack justify="space-between" fontSize="sm">
              <Text color="fg.muted">
                <FormattedMessage id="courses.author.card.completeness" />
              </Text>
              <Text fontWeight="medium">
                <FormattedNumber value={completeness / 100} style="percent" />
              </Text>
            </HStack>
            <Progress.Root value={completeness} size="xs" colorPalette="brand" aria-label={intl.formatMessage({ id: 'courses.author.card.completeness' })}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        {course.status === 'Rejected' && course.reject_reason && (
          <Text fontSize="sm" color="fg.error" dir="auto" whiteSpace="pre-wrap" data-testid="course-reject-reason">
            <FormattedMessage id="courses.author.card.rejectedBecause" values={{ reason: <bdi>{course.reject_reason}</bdi> }} />
          </Text>
        )}
        {updated && (
          <Text fontSize="xs" color="fg.subtle">
            <FormattedMessage id="courses.author.card.updated" values={{ date: <FormattedDate value={updated} dateStyle="medium" /> }} />
          </Text>
        )}
      </Card.Body>
      <Card.Footer p="3" pt="0" gap="1" flexWrap="wrap" justifyContent="space-between">
        <CourseStatusMenu courseId={course.id} title={course.title} disabled={busy} onMove={onMove} />
        <HStack gap="0.5">
          <IconButton size="xs" variant="ghost" onClick={onEdit} disabled={busy} aria-label={label('courses.author.card.edit')} data-testid="course-edit">
            <LuPencil />
          </IconButton>
          <IconButton size="xs" variant="ghost" onClick={onContent} disabled={busy} aria-label={label('courses.author.card.content')} data-testid="course-content">
            <LuLayers />
          </IconButton>
          <IconButton asChild size="xs" variant="ghost" aria-label={label('courses.author.card.view')}>
            <RouterLink to={`/courses/${encodeURIComponent(course.id)}`} data-testid="course-view">
              <LuEye />
            </RouterLink>
          </IconButton>
          <IconButton asChild size="xs" variant="ghost" aria-label={label('courses.author.card.learners')}>
            <RouterLink to={`/courses/instructor/${encodeURIComponent(course.id)}/learners`} data-testid="course-learners">
              <LuUsers />
            </RouterLink>
          </IconButton>
          {/* Only the centre deletes its courses (the server answers course/centre-only). */}
          {!course.enterprise && (
            <IconButton size="xs" variant="ghost" colorPalette="red" onClick={onDelete} disabled={busy} aria-label={label('courses.author.card.delete')} data-testid="course-delete">
              <LuTrash2 />
            </IconButton>
          )}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
