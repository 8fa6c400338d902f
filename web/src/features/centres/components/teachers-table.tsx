// The centre's teachers: name, e-mail, classes and courses counts, when added, and the actions
// (details, remove). Test ids: teachers-table, teacher-row (data-teacher-id, data-classes,
// data-courses), teacher-open, teacher-remove.
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { LuEye, LuUserMinus } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { EnterpriseTeacher } from '@shared/schemas/centre-teachers';

export function TeachersTable({
  teachers,
  onOpen,
  onRemove,
}: {
  teachers: readonly EnterpriseTeacher[];
  onOpen: (teacher: EnterpriseTeacher) => void;
  onRemove: (teacher: EnterpriseTeacher) => void;
}) {
  const intl = useIntl();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" data-testid="teachers-table">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {(['name', 'email', 'classes', 'courses', 'added'] as const).map((column) => (
              <Table.ColumnHeader key={column} textAlign="start">
                <FormattedMessage id={`centres.teachers.column.${column}`} />
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="centres.teachers.column.actions" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {teachers.map((teacher) => (
            <Table.Row
              key={teacher.id}
              data-testid="teacher-row"
              data-teacher-id={teacher.id}
              data-classes={teacher.classes_count}
              data-courses={teacher.courses_count}
            >
              <Table.Cell fontWeight="medium">
                <Text as="bdi" display="block" maxW="48" truncate title={teacher.name}>
                  {teacher.name}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text as="bdi" display="block" maxW="56" truncate color="fg.muted" fontSize="sm" title={teacher.email}>
                  {teacher.email}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge variant="subtle" colorPalette="blue">
                  <FormattedMessage id="centres.teachers.classesCount" values={{ count: teacher.classes_count }} />
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Badge variant="subtle" colorPalette="purple">
                  <FormattedMessage id="centres.teachers.coursesCount" values={{ count: teacher.courses_count }} />
                </Badge>
              </Table.Cell>
              <Table.Cell>{teacher.added_at ? <FormattedDate value={teacher.added_at} dateStyle="medium" /> : '—'}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end">
                  <Button size="xs" variant="ghost" onClick={() => onOpen(teacher)} data-testid="teacher-open">
                    <LuEye aria-hidden />
                    <FormattedMessage id="centres.teachers.view" />
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => onRemove(teacher)}
                    aria-label={intl.formatMessage({ id: 'centres.teachers.removeNamed' }, { name: teacher.name })}
                    data-testid="teacher-remove"
                  >
                    <LuUserMinus aria-hidden />
                    <FormattedMessage id="centres.teachers.remove" />
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
