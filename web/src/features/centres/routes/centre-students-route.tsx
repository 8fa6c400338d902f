// /training-centre/students (docs/centres.md "The area"): everyone enrolled in the centre's
// courses or a member of its teachers' classes, searched on the server (debounced), with their
// progress per course; deactivating a student's access (only to the centre's courses) and
// restoring it, each after a confirmation. Administrators act for ?enterprise=.
// Test ids: centre-students, students-search, students-error, students-loading, students-empty,
// students-no-match, student-access-dialog(-confirm/-cancel); and those of the table.
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuGraduationCap, LuSearchX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CentreStudent } from '@shared/schemas/centre-area';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRemote } from '@/lib/use-remote';
import { LIST_STUDENTS_FAILED, listCentreStudents } from '../api/list-centre-students';
import { SET_ACCESS_FAILED, setStudentAccess } from '../api/set-student-access';
import { StudentsTable } from '../components/students-table';
import { useCentreParam } from '../hooks/use-centre-query';
import { PeopleSearchField } from '../components/people-search-field';

const SEARCH_DELAY_MS = 400;

export default function CentreStudentsRoute() {
  const intl = useIntl();
  const enterprise = useCentreParam();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useRemote(JSON.stringify([enterprise ?? '', query]), (signal) => listCentreStudents(query, enterprise, signal));
  const [confirming, setConfirming] = useState<CentreStudent | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const changeAccess = async (student: CentreStudent) => {
    const active = student.deactivated;
    setBusyId(student.id);
    try {
      const result = await setStudentAccess(student.id, active, enterprise);
      list.update((current) => current.map((item) => (item.id === student.id ? { ...item, deactivated: result.deactivated } : item)));
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: result.deactivated ? 'centres.students.toast.deactivated' : 'centres.students.toast.reactivated' }, { name: isolate(student.name) }),
      });
    } catch (error) {
      const title = intl.formatMessage(SET_ACCESS_FAILED);
      const detail = formatError(intl, error, SET_ACCESS_FAILED);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
    } finally {
      setBusyId(null);
      setConfirming(null);
    }
  };

  const students = list.data ?? [];
  return (
    <Stack gap="5" minW="0" data-testid="centre-students">
      <Stack gap="1" textAlign="start">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          <FormattedMessage id="centres.students.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="centres.students.description" />
        </Text>
      </Stack>

      <PeopleSearchField
        label={intl.formatMessage({ id: 'centres.students.search' })}
        placeholder={intl.formatMessage({ id: 'centres.students.searchPlaceholder' })}
        value={search}
        onChange={setSearch}
        testId="students-search"
      />

      {list.status === 'error' && (
        <RetryAlert
          message={formatError(intl, list.error, LIST_STUDENTS_FAILED)}
          retryLabel={<FormattedMessage id="centres.students.retry" />}
          onRetry={list.reload}
          testId="students-error"
          retryTestId="students-retry"
        />
      )}
      {list.status === 'loading' && (
        <Stack gap="2" aria-busy data-testid="students-loading">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h="14" rounded="l2" />
          ))}
        </Stack>
      )}
      {list.status === 'success' && students.length === 0 && (
        query ? (
          <EmptyCard
            icon={<LuSearchX size={28} aria-hidden />}
            title={<FormattedMessage id="centres.students.noMatch.title" />}
            body={<FormattedMessage id="centres.students.noMatch.body" values={{ search: <bdi>{query}</bdi> }} />}
            testId="students-no-match"
          />
        ) : (
          <EmptyCard
            icon={<LuGraduationCap size={28} aria-hidden />}
            title={<FormattedMessage id="centres.students.empty.title" />}
            body={<FormattedMessage id="centres.students.empty.body" />}
            testId="students-empty"
          />
        )
      )}
      {list.status === 'success' && students.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby="centre-students-list" aria-busy={list.refreshing || busyId !== null}>
          <Heading as="h2" size="md" id="centre-students-list" textAlign="start">
            <FormattedMessage id="centres.students.count" values={{ count: students.length }} />
          </Heading>
          <StudentsTable students={students} busyId={busyId} onAccess={setConfirming} />
        </Stack>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void changeAccess(confirming)}
        busy={busyId !== null}
        tone={confirming?.deactivated ? 'brand' : 'red'}
        title={<FormattedMessage id={confirming?.deactivated ? 'centres.students.reactivateDialog.title' : 'centres.students.deactivateDialog.title'} />}
        body={
          <FormattedMessage
            id={confirming?.deactivated ? 'centres.students.reactivateDialog.body' : 'centres.students.deactivateDialog.body'}
            values={{ name: <bdi>{confirming?.name}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id={confirming?.deactivated ? 'centres.students.reactivate' : 'centres.students.deactivate'} />}
        cancelLabel={<FormattedMessage id="centres.students.cancel" />}
        testId="student-access-dialog"
      />
    </Stack>
  );
}
