// The instructor's learners of one course: name, enrolled, progress bar, status, last accessed.
// A table from md up, cards below. Test ids: learners-table, learner-row (data-uid,
// data-progress, data-status), learner-progress.
import { Box, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CourseEnrollmentRow } from '@shared/schemas/course-learning';
import { EnrollmentStatusBadge } from './enrollment-status-badge';

function ProgressCell({ value }: { value: number }) {
  const intl = useIntl();
  return (
    <HStack gap="2" minW="32" data-testid="learner-progress" data-value={value}>
      <Progress.Root value={value} max={100} size="sm" flex="1" colorPalette={value >= 100 ? 'green' : 'brand'} aria-label={intl.formatMessage({ id: 'courses.learners.progress' })}>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text as="span" fontSize="sm" fontVariantNumeric="tabular-nums" minW="10" textAlign="end">
        {intl.formatNumber(value / 100, { style: 'percent' })}
      </Text>
    </HStack>
  );
}

const dateOf = (iso: string | null) =>
  iso ? <FormattedDate value={iso} dateStyle="medium" /> : <FormattedMessage id="courses.learners.never" />;

export function CourseLearnersTable({ rows }: { rows: readonly CourseEnrollmentRow[] }) {
  return (
    <Box data-testid="learners-table">
      <Table.ScrollArea borderWidth="1px" rounded="l2" hideBelow="md">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="start">
                <FormattedMessage id="courses.learners.name" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">
                <FormattedMessage id="courses.learners.enrolled" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">
                <FormattedMessage id="courses.learners.progress" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">
                <FormattedMessage id="courses.learners.status" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">
                <FormattedMessage id="courses.learners.lastAccessed" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.uid} data-testid="learner-row" data-uid={row.uid} data-progress={row.progress} data-status={row.status}>
                <Table.Cell fontWeight="medium">
                  <bdi>{row.name}</bdi>
                </Table.Cell>
                <Table.Cell>{dateOf(row.enrolled_at)}</Table.Cell>
                <Table.Cell>
                  <ProgressCell value={row.progress} />
                </Table.Cell>
                <Table.Cell>
                  <EnrollmentStatusBadge status={row.status} variant="subtle" />
                </Table.Cell>
                <Table.Cell>{dateOf(row.last_accessed)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" gap="2" hideFrom="md" listStyleType="none" m="0" p="0">
        {rows.map((row) => (
          <Stack as="li" key={row.uid} gap="2" borderWidth="1px" rounded="l2" p="3" textAlign="start">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="semibold">
                <bdi>{row.name}</bdi>
              </Text>
              <EnrollmentStatusBadge status={row.status} variant="subtle" />
            </HStack>
            <ProgressCell value={row.progress} />
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="courses.learners.enrolled" />: {dateOf(row.enrolled_at)} · <FormattedMessage id="courses.learners.lastAccessed" />:{' '}
              {dateOf(row.last_accessed)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
