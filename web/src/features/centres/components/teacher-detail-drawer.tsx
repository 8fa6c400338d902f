// One teacher of the centre, in a drawer from the inline end: contact, when added, their
// classes (with member counts) and their courses (with status). Read with
// GET /enterprise-teachers/{enterpriseId}/{teacherId} each time it opens.
// Test ids: teacher-detail, teacher-detail-error, teacher-detail-class (data-class-id),
// teacher-detail-course (data-course-id, data-status).
import { Badge, CloseButton, Drawer, HStack, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuBookOpen, LuSchool } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CourseStatus } from '@shared/constants';
import type { EnterpriseTeacher } from '@shared/schemas/centre-teachers';
import { STATUS_PALETTE } from '@/components/courses/course-status';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_TEACHER_FAILED, getEnterpriseTeacher } from '../api/get-enterprise-teacher';

export function TeacherDetailDrawer({
  enterpriseId,
  teacher,
  onClose,
}: {
  enterpriseId: string;
  teacher: EnterpriseTeacher;
  onClose: () => void;
}) {
  const intl = useIntl();
  const detail = useRemote(`${enterpriseId}/${teacher.id}`, (signal) => getEnterpriseTeacher(enterpriseId, teacher.id, signal));
  const shown = detail.data ?? teacher;
  return (
    <Drawer.Root open placement="end" size="md" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="teacher-detail" data-teacher-id={teacher.id}>
            <Drawer.Header>
              <Stack gap="1" textAlign="start">
                <Drawer.Title>
                  <bdi>{shown.name}</bdi>
                </Drawer.Title>
                <Text as="bdi" color="fg.muted" fontSize="sm">
                  {shown.email}
                </Text>
                {shown.added_at && (
                  <Text color="fg.muted" fontSize="xs">
                    <FormattedMessage id="centres.teachers.detail.added" values={{ date: <FormattedDate value={shown.added_at} dateStyle="medium" /> }} />
                  </Text>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              {detail.status === 'error' && (
                <RetryAlert
                  message={formatError(intl, detail.error, GET_TEACHER_FAILED)}
                  retryLabel={<FormattedMessage id="centres.teachers.retry" />}
                  onRetry={detail.reload}
                  testId="teacher-detail-error"
                  retryTestId="teacher-detail-retry"
                />
              )}
              {detail.status === 'loading' && (
                <Stack gap="3" aria-busy>
                  <Skeleton h="6" w="40%" />
                  <Skeleton h="12" />
                  <Skeleton h="12" />
                </Stack>
              )}
              {detail.status === 'success' && (
                <Stack gap="6">
                  <Stack as="section" gap="2" aria-labelledby="teacher-detail-classes">
                    <Heading as="h3" size="sm" id="teacher-detail-classes" textAlign="start">
                      <FormattedMessage id="centres.teachers.classesCount" values={{ count: detail.data.classes.length }} />
                    </Heading>
                    {detail.data.classes.length === 0 ? (
                      <Text color="fg.muted" fontSize="sm">
                        <FormattedMessage id="centres.teachers.detail.noClasses" />
                      </Text>
                    ) : (
                      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                        {detail.data.classes.map((item) => (
                          <HStack as="li" key={item.id} gap="3" borderWidth="1px" rounded="l2" px="3" py="2" data-testid="teacher-detail-class" data-class-id={item.id}>
                            <LuSchool aria-hidden />
                            <Text as="bdi" flex="1" minW="0" truncate fontWeight="medium">
                              {item.name}
                            </Text>
                            <Text fontSize="sm" color="fg.muted">
                              <FormattedMessage id="centres.teachers.detail.members" values={{ count: item.member_count }} />
                            </Text>
                          </HStack>
                        ))}
                      </Stack>
                    )}
                  </Stack>
                  <Stack as="section" gap="2" aria-labelledby="teacher-detail-courses">
                    <Heading as="h3" size="sm" id="teacher-detail-courses" textAlign="start">
                      <FormattedMessage id="centres.teachers.coursesCount" values={{ count: detail.data.courses.length }} />
                    </Heading>
                    {detail.data.courses.length === 0 ? (
                      <Text color="fg.muted" fontSize="sm">
                        <FormattedMessage id="centres.teachers.detail.noCourses" />
                      </Text>
                    ) : (
                      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                        {detail.data.courses.map((course) => (
                          <HStack
                            as="li"
                            key={course.id}
                            gap="3"
                            borderWidth="1px"
                            rounded="l2"
                            px="3"
                            py="2"
                            data-testid="teacher-detail-course"
                            data-course-id={course.id}
                            data-status={course.status}
                          >
                            <LuBookOpen aria-hidden />
                            <Text as="bdi" flex="1" minW="0" truncate fontWeight="medium">
                              {course.title}
                            </Text>
                            <Badge variant="subtle" colorPalette={STATUS_PALETTE[course.status as CourseStatus] ?? 'gray'}>
                              <FormattedMessage id={`centres.teachers.courseStatus.${course.status.replace(' ', '')}`} />
                            </Badge>
                          </HStack>
                        ))}
                      </Stack>
                    )}
                  </Stack>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'centres.teachers.close' })} data-testid="teacher-detail-close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
