// The centre's students: name and e-mail, each of the centre's courses they take with a
// progress bar, their classes, the average progress and the access status, and the action
// that deactivates or restores their access. Test ids: students-table, student-row (data-
// student-id, data-deactivated, data-average), student-course (data-course-id, data-progress),
// student-class, student-status, student-access.
import { Badge, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { LuLock, LuLockOpen } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CentreStudent } from '@shared/schemas/centre-area';
import { UserAvatar } from '@/components/user/user-avatar';

function ProgressBar({ value, label }: { value: number; label: string }) {
  const intl = useIntl();
  return (
    <HStack gap="2" minW="28">
      <Progress.Root value={value} max={100} size="xs" flex="1" colorPalette={value >= 100 ? 'green' : 'brand'} aria-label={label}>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text as="span" fontSize="xs" fontVariantNumeric="tabular-nums" minW="9" textAlign="end">
        {intl.formatNumber(value / 100, { style: 'percent' })}
      </Text>
    </HStack>
  );
}

export function StudentsTable({
  students,
  busyId,
  onAccess,
}: {
  students: readonly CentreStudent[];
  busyId: string | null;
  onAccess: (student: CentreStudent) => void;
}) {
  const intl = useIntl();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" data-testid="students-table">
      <Table.Root size="sm" verticalAlign="top">
        <Table.Header>
          <Table.Row>
            {(['name', 'courses', 'classes', 'average', 'status'] as const).map((column) => (
              <Table.ColumnHeader key={column} textAlign="start">
                <FormattedMessage id={`centres.students.column.${column}`} />
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="centres.students.column.actions" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {students.map((student) => (
            <Table.Row
              key={student.id}
              data-testid="student-row"
              data-student-id={student.id}
              data-deactivated={String(student.deactivated)}
              data-average={student.average_progress}
            >
              <Table.Cell>
                <HStack gap="2" minW="40" maxW="60">
                  <UserAvatar size="sm" name={student.name} avatarId={Number(student.avatar_id) || 0} />
                  <Stack gap="0" minW="0" textAlign="start">
                    <Text as="bdi" display="block" fontWeight="medium" truncate title={student.name}>
                      {student.name}
                    </Text>
                    <Text as="bdi" display="block" fontSize="xs" color="fg.muted" truncate title={student.email}>
                      {student.email}
                    </Text>
                  </Stack>
                </HStack>
              </Table.Cell>
              <Table.Cell>
                {student.courses.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="centres.students.noCourses" />
                  </Text>
                ) : (
                  <Stack gap="2" minW="40" maxW="56">
                    {student.courses.map((course) => (
                      <Stack key={course.course_id} gap="0.5" data-testid="student-course" data-course-id={course.course_id} data-progress={course.progress}>
                        <Text as="bdi" display="block" fontSize="sm" truncate title={course.title}>
                          {course.title}
                        </Text>
                        <ProgressBar value={course.progress} label={intl.formatMessage({ id: 'centres.students.courseProgress' }, { title: course.title })} />
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Table.Cell>
              <Table.Cell>
                {student.classes.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    —
                  </Text>
                ) : (
                  <HStack gap="1" wrap="wrap" maxW="48">
                    {student.classes.map((item) => (
                      <Badge key={item.id} variant="subtle" colorPalette="blue" data-testid="student-class">
                        <bdi>{item.name}</bdi>
                      </Badge>
                    ))}
                  </HStack>
                )}
              </Table.Cell>
              <Table.Cell>
                <ProgressBar value={student.average_progress} label={intl.formatMessage({ id: 'centres.students.column.average' })} />
              </Table.Cell>
              <Table.Cell>
                <Badge variant="subtle" colorPalette={student.deactivated ? 'red' : 'green'} data-testid="student-status">
                  <FormattedMessage id={student.deactivated ? 'centres.students.status.deactivated' : 'centres.students.status.active'} />
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette={student.deactivated ? 'green' : 'red'}
                  loading={busyId === student.id}
                  disabled={busyId !== null && busyId !== student.id}
                  onClick={() => onAccess(student)}
                  data-testid="student-access"
                >
                  {student.deactivated ? <LuLockOpen aria-hidden /> : <LuLock aria-hidden />}
                  <FormattedMessage id={student.deactivated ? 'centres.students.reactivate' : 'centres.students.deactivate'} />
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
