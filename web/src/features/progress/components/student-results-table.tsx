// Every student's results in the class, sortable by each column (aria-sort tells which). A
// student's name opens their details (per-challenge scores and trend).
import { Badge, Button, HStack, Icon, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentResultRow } from '@shared/schemas/analytics';
import { UserAvatar } from '@/components/user/user-avatar';
import { ChartCard } from '@/components/charts/chart-card';
import { useProgressFormat } from '../hooks/use-progress-format';
import { DEFAULT_SORT, ariaSort, nextSort, sortStudents, type SortKey, type SortState } from '../lib/student-sort';
import { BandBadge } from './band-badge';

type Column = { key: SortKey; labelId: string; hideBelow?: 'md' | 'lg'; numeric?: boolean };

const COLUMNS: Column[] = [
  { key: 'name', labelId: 'progress.table.student' },
  { key: 'completed', labelId: 'progress.table.completed', numeric: true },
  { key: 'average', labelId: 'progress.table.average', numeric: true },
  { key: 'total', labelId: 'progress.table.total', numeric: true, hideBelow: 'md' },
  { key: 'missing', labelId: 'progress.table.missing', numeric: true, hideBelow: 'md' },
  { key: 'last', labelId: 'progress.table.last', hideBelow: 'lg' },
];

function SortHeader({ column, sort, onSort }: { column: Column; sort: SortState; onSort: (key: SortKey) => void }) {
  const state = ariaSort(sort, column.key);
  const icon = state === 'ascending' ? LuArrowUp : state === 'descending' ? LuArrowDown : LuArrowUpDown;
  return (
    <Table.ColumnHeader aria-sort={state} hideBelow={column.hideBelow} textAlign="start" px="2" whiteSpace="nowrap">
      <Button
        variant="ghost"
        size="xs"
        px="1"
        fontWeight={state === 'none' ? 'medium' : 'bold'}
        onClick={() => onSort(column.key)}
        data-testid={`progress-sort-${column.key}`}
        data-sort={state}
      >
        <FormattedMessage id={column.labelId} />
        <Icon as={icon} boxSize="3.5" opacity={state === 'none' ? 0.5 : 1} aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}

export function StudentResultsTable({
  students,
  onOpen,
  toolbar,
}: {
  students: StudentResultRow[];
  onOpen: (uid: string) => void;
  toolbar?: ReactNode;
}) {
  const intl = useIntl();
  const format = useProgressFormat();
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const rows = useMemo(() => sortStudents(students, sort, intl.locale), [students, sort, intl.locale]);
  const unnamed = intl.formatMessage({ id: 'progress.student.unnamed' });

  return (
    <ChartCard
      height="full"
      testId="progress-students"
      title={<FormattedMessage id="progress.table.title" />}
      description={<FormattedMessage id="progress.table.description" />}
      action={toolbar}
    >
      {students.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" textAlign="start" data-testid="progress-students-empty">
          <FormattedMessage id="progress.table.empty" />
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" interactive data-testid="progress-students-table">
            <Table.Caption srOnly>
              <FormattedMessage id="progress.table.caption" />
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((column) => (
                  <SortHeader key={column.key} column={column} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.uid} data-testid={`progress-student-${row.uid}`} cursor="pointer" onClick={() => onOpen(row.uid)}>
                  <Table.Cell px="2">
                    <Button
                      variant="plain"
                      size="sm"
                      px="0"
                      h="auto"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(row.uid);
                      }}
                      data-testid={`progress-student-open-${row.uid}`}
                      aria-label={intl.formatMessage({ id: 'progress.table.open' }, { name: row.name || unnamed })}
                    >
                      <HStack gap="2" minW="0">
                        <UserAvatar name={row.name} avatarId={row.avatar_id} size="xs" />
                        <Text as="span" fontWeight="medium" truncate maxW={{ base: '32', md: '48' }} textDecoration="underline" textDecorationColor="border">
                          {row.name ? <bdi>{row.name}</bdi> : unnamed}
                        </Text>
                      </HStack>
                    </Button>
                  </Table.Cell>
                  <Table.Cell px="2">
                    <Stack gap="0.5" align="flex-start">
                      <Text as="span" data-testid={`progress-student-completed-${row.uid}`}>
                        <FormattedMessage id="progress.table.completedOf" values={{ done: row.completed, total: row.assigned }} />
                      </Text>
                      {row.pending_grading > 0 && (
                        <Badge size="xs" colorPalette="purple" variant="subtle">
                          <FormattedMessage id="progress.table.pending" values={{ count: row.pending_grading }} />
                        </Badge>
                      )}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell px="2">
                    <HStack gap="2" wrap="wrap">
                      <Text as="span" fontWeight="semibold" data-testid={`progress-student-average-${row.uid}`}>
                        {format.percent(row.average_percent)}
                      </Text>
                      <BandBadge band={row.band} size="xs" />
                    </HStack>
                  </Table.Cell>
                  <Table.Cell px="2" hideBelow="md">
                    {format.number(row.total_score)}
                  </Table.Cell>
                  <Table.Cell px="2" hideBelow="md">
                    <Text as="span" color={row.missing > 0 ? 'red.fg' : undefined}>
                      {format.number(row.missing)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell px="2" hideBelow="lg" whiteSpace="nowrap" color="fg.muted">
                    {row.last_submitted_at ? format.date(row.last_submitted_at) : format.none}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </ChartCard>
  );
}
