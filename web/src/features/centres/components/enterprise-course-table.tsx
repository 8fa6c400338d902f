// The centre's courses as a table (spec 001 "Enterprise course management"): tick box, thumbnail,
// title, teacher, category, level, price (Free when 0), status badge, chapters and lessons,
// updated; per row View, Edit and Delete where the course may change, Publish and Reject when In Review.
// Test ids: centre-courses-table, centre-course-row (data-course-id, data-status), centre-course-select,
// centre-course-title, centre-course-teacher, centre-course-price, centre-course-status,
// centre-course-counts, centre-course-{view,edit,publish,reject,delete}.
import { Box, Button, Checkbox, HStack, IconButton, Image, Table, Text } from '@chakra-ui/react';
import { LuBookOpen, LuCheck, LuEye, LuPencil, LuTrash2, LuX } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { CourseStatusBadge } from '@/components/courses/course-badges';
import { isEditable } from '@/components/courses/course-status';
import { canReview } from '../lib/enterprise-course-status';

export function EnterpriseCourseTable({
  courses,
  selected,
  busy,
  onSelect,
  onView,
  onEdit,
  onPublish,
  onReject,
  onDelete,
}: {
  courses: EnterpriseCourse[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect: (id: string) => void;
  onView: (course: EnterpriseCourse) => void;
  onEdit: (course: EnterpriseCourse) => void;
  onPublish: (course: EnterpriseCourse) => void;
  onReject: (course: EnterpriseCourse) => void;
  onDelete: (course: EnterpriseCourse) => void;
}) {
  const intl = useIntl();
  const label = (id: string, course: EnterpriseCourse) => intl.formatMessage({ id }, { title: course.title });
  const header = (id: string) => (
    <Table.ColumnHeader textAlign="start" whiteSpace="nowrap">
      <FormattedMessage id={id} />
    </Table.ColumnHeader>
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3">
      <Table.Root size="sm" interactive data-testid="centre-courses-table" aria-busy={busy}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="10">
              <Box srOnly>
                <FormattedMessage id="centres.courses.table.select" />
              </Box>
            </Table.ColumnHeader>
            {header('centres.courses.table.course')}
            {header('centres.courses.table.teacher')}
            {header('centres.courses.table.category')}
            {header('centres.courses.table.level')}
            {header('centres.courses.table.price')}
            {header('centres.courses.table.status')}
            {header('centres.courses.table.content')}
            {header('centres.courses.table.updated')}
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="centres.courses.table.actions" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {courses.map((course) => {
            const updated = course.updated_at ?? course.status_updated_at;
            return (
              <Table.Row key={course.id} data-testid="centre-course-row" data-course-id={course.id} data-status={course.status} data-selected={selected.has(course.id) || undefined}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={selected.has(course.id)}
                    onCheckedChange={() => onSelect(course.id)}
                    disabled={busy}
                    colorPalette="brand"
                    aria-label={label('centres.courses.table.selectOne', course)}
                    data-testid="centre-course-select"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell minW="60">
                  <HStack gap="3">
                    <Box w="16" aspectRatio={16 / 9} flexShrink={0} rounded="l1" overflow="hidden" bg="bg.muted">
                      {course.thumbnail ? (
                        <Image src={course.thumbnail.url} alt="" w="full" h="full" objectFit="cover" data-testid="centre-course-thumbnail" />
                      ) : (
                        <HStack h="full" justify="center" color="fg.subtle">
                          <LuBookOpen aria-hidden />
                        </HStack>
                      )}
                    </Box>
                    <Button variant="plain" p="0" h="auto" minW="0" flexShrink={1} fontWeight="semibold" textAlign="start" whiteSpace="normal" onClick={() => onView(course)} data-testid="centre-course-title">
                      <Text as="span" lineClamp={2} dir="auto">
                        {course.title}
                      </Text>
                    </Button>
                  </HStack>
                </Table.Cell>
                <Table.Cell data-testid="centre-course-teacher">
                  {course.teacher ? (
                    <Text as="span" dir="auto">
                      {course.teacher}
                    </Text>
                  ) : (
                    <Text as="span" color="fg.muted">
                      <FormattedMessage id="centres.courses.table.noTeacher" />
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <FormattedMessage id={`courses.category.${course.category}`} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <FormattedMessage id={`courses.level.${course.level}`} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="centre-course-price" data-value={course.price}>
                  {course.price > 0 ? <FormattedMessage id="courses.price.sparks" values={{ count: course.price }} /> : <FormattedMessage id="courses.price.free" />}
                </Table.Cell>
                <Table.Cell>
                  <CourseStatusBadge status={course.status} variant="subtle" whiteSpace="nowrap" data-testid="centre-course-status" />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="centre-course-counts" data-chapters={course.chapter_count} data-lessons={course.lesson_count}>
                  <FormattedMessage id="centres.courses.table.counts" values={{ chapters: course.chapter_count, lessons: course.lesson_count }} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" color="fg.muted">
                  {updated ? <FormattedDate value={updated} dateStyle="medium" /> : null}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="0.5" justify="flex-end">
                    <IconButton size="xs" variant="ghost" onClick={() => onView(course)} aria-label={label('centres.courses.actions.view', course)} data-testid="centre-course-view">
                      <LuEye />
                    </IconButton>
                    {isEditable(course.status) && (
                      <IconButton size="xs" variant="ghost" onClick={() => onEdit(course)} disabled={busy} aria-label={label('centres.courses.actions.edit', course)} data-testid="centre-course-edit">
                        <LuPencil />
                      </IconButton>
                    )}
                    {canReview(course.status) && (
                      <>
                        <Button size="xs" variant="subtle" colorPalette="green" onClick={() => onPublish(course)} disabled={busy} aria-label={label('centres.courses.actions.publish', course)} data-testid="centre-course-publish">
                          <LuCheck aria-hidden />
                          <FormattedMessage id="courses.author.move.published" />
                        </Button>
                        <Button size="xs" variant="subtle" colorPalette="orange" onClick={() => onReject(course)} disabled={busy} aria-label={label('centres.courses.actions.reject', course)} data-testid="centre-course-reject">
                          <LuX aria-hidden />
                          <FormattedMessage id="courses.author.move.rejected" />
                        </Button>
                      </>
                    )}
                    {isEditable(course.status) && (
                      <IconButton size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(course)} disabled={busy} aria-label={label('centres.courses.actions.delete', course)} data-testid="centre-course-delete">
                        <LuTrash2 />
                      </IconButton>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
