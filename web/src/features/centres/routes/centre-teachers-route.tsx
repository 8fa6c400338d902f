// /training-centre/teachers (docs/centres.md "Enterprise teachers"; spec 001 sections 7 and 8):
// the centre's teachers (classes and courses counts), the e-mail invitations still waiting,
// "Add teacher" by e-mail (an invitation) or by teacher id, remove with a confirmation, and one
// teacher's classes and courses in a drawer. A centre acts for itself (its enterprise id is its
// uid); an administrator for the centre in ?enterprise=.
// Test ids: centre-teachers, teachers-add, teachers-error, teachers-loading, teachers-empty,
// teachers-pick-centre, teacher-remove-dialog(-confirm/-cancel); and those of the components.
import { Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LuBuilding2, LuUserPlus, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EnterpriseTeacher } from '@shared/schemas/centre-teachers';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { authAtom } from '@/lib/session/auth-state';
import { useRemote } from '@/lib/use-remote';
import { ADD_TEACHER_FAILED, addEnterpriseTeacher } from '../api/add-enterprise-teacher';
import { inviteEnterpriseTeacher } from '../api/invite-enterprise-teacher';
import { LIST_TEACHERS_FAILED, listEnterpriseTeachers } from '../api/list-enterprise-teachers';
import { REMOVE_TEACHER_FAILED, removeEnterpriseTeacher } from '../api/remove-enterprise-teacher';
import { AddTeacherDialog } from '../components/add-teacher-dialog';
import { TeacherDetailDrawer } from '../components/teacher-detail-drawer';
import { TeacherInvitationsList } from '../components/teacher-invitations-list';
import { TeachersTable } from '../components/teachers-table';
import { useCentreParam } from '../hooks/use-centre-query';
import type { TeacherAddMode } from '../lib/teacher-add-input';

export default function CentreTeachersRoute() {
  const intl = useIntl();
  const { user, userType } = useAtomValue(authAtom);
  const param = useCentreParam();
  // A centre's enterprise id is its own uid; an administrator names the centre in the URL.
  const enterpriseId = param ?? ((userType ?? user?.user_type) === 'centers' ? (user?.id ?? null) : null);
  const list = useRemote(enterpriseId, (signal) => listEnterpriseTeachers(enterpriseId!, signal));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<EnterpriseTeacher | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [open, setOpen] = useState<EnterpriseTeacher | null>(null);

  const add = async (mode: TeacherAddMode, value: string): Promise<string | null> => {
    if (!enterpriseId) return null;
    try {
      if (mode === 'id') {
        const teacher = await addEnterpriseTeacher(enterpriseId, value);
        list.update((current) => ({ ...current, teachers: [teacher, ...current.teachers.filter((item) => item.id !== teacher.id)] }));
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'centres.teachers.toast.added' }) });
      } else {
        const { invitation, outcome } = await inviteEnterpriseTeacher(enterpriseId, value);
        const email = isolate(invitation.email);
        if (outcome === 'member') {
          toaster.create({ type: 'info', title: intl.formatMessage({ id: 'centres.teachers.toast.alreadyMember' }, { email }) });
        } else {
          list.update((current) => ({ ...current, invitations: [invitation, ...current.invitations.filter((item) => item.id !== invitation.id)] }));
          const id = outcome === 'pending' ? 'centres.teachers.toast.alreadyInvited' : 'centres.teachers.toast.invited';
          toaster.create({ type: outcome === 'pending' ? 'info' : 'success', title: intl.formatMessage({ id }, { email }) });
        }
      }
      setAdding(false);
      return null;
    } catch (error) {
      return formatError(intl, error, ADD_TEACHER_FAILED);
    }
  };

  const remove = async (teacher: EnterpriseTeacher) => {
    if (!enterpriseId) return;
    setRemoveBusy(true);
    try {
      await removeEnterpriseTeacher(enterpriseId, teacher.id);
      list.update((current) => ({ ...current, teachers: current.teachers.filter((item) => item.id !== teacher.id) }));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'centres.teachers.toast.removed' }) });
    } catch (error) {
      const title = intl.formatMessage(REMOVE_TEACHER_FAILED);
      const detail = formatError(intl, error, REMOVE_TEACHER_FAILED);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  const teachers = list.data?.teachers ?? [];
  const invitations = list.data?.invitations ?? [];
  return (
    <Stack gap="5" minW="0" data-testid="centre-teachers">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1" textAlign="start">
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
            <FormattedMessage id="centres.teachers.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="centres.teachers.description" />
          </Text>
        </Stack>
        {enterpriseId && (
          <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="teachers-add">
            <LuUserPlus aria-hidden />
            <FormattedMessage id="centres.teachers.add.open" />
          </Button>
        )}
      </HStack>

      {!enterpriseId && (
        <EmptyCard
          icon={<LuBuilding2 size={28} aria-hidden />}
          title={<FormattedMessage id="centres.teachers.pickCentre.title" />}
          body={<FormattedMessage id="centres.teachers.pickCentre.body" />}
          testId="teachers-pick-centre"
        />
      )}
      {list.status === 'error' && (
        <RetryAlert
          message={formatError(intl, list.error, LIST_TEACHERS_FAILED)}
          retryLabel={<FormattedMessage id="centres.teachers.retry" />}
          onRetry={list.reload}
          testId="teachers-error"
          retryTestId="teachers-retry"
        />
      )}
      {enterpriseId && list.status === 'loading' && (
        <Stack gap="2" aria-busy data-testid="teachers-loading">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h="10" rounded="l2" />
          ))}
        </Stack>
      )}
      {list.status === 'success' && (
        <>
          <TeacherInvitationsList invitations={invitations} />
          {teachers.length === 0 ? (
            <EmptyCard
              icon={<LuUsers size={28} aria-hidden />}
              title={<FormattedMessage id="centres.teachers.empty.title" />}
              body={<FormattedMessage id="centres.teachers.empty.body" />}
              testId="teachers-empty"
            />
          ) : (
            <Stack as="section" gap="3" aria-labelledby="centre-teachers-list">
              <Heading as="h2" size="md" id="centre-teachers-list" textAlign="start">
                <FormattedMessage id="centres.teachers.count" values={{ count: teachers.length }} />
              </Heading>
              <TeachersTable teachers={teachers} onOpen={setOpen} onRemove={setRemoving} />
            </Stack>
          )}
        </>
      )}

      {adding && <AddTeacherDialog onClose={() => setAdding(false)} onSubmit={add} />}
      {open && enterpriseId && <TeacherDetailDrawer enterpriseId={enterpriseId} teacher={open} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
        busy={removeBusy}
        title={<FormattedMessage id="centres.teachers.removeDialog.title" />}
        body={<FormattedMessage id="centres.teachers.removeDialog.body" values={{ name: <bdi>{removing?.name}</bdi> }} />}
        confirmLabel={<FormattedMessage id="centres.teachers.remove" />}
        cancelLabel={<FormattedMessage id="centres.teachers.cancel" />}
        testId="teacher-remove-dialog"
      />
    </Stack>
  );
}
