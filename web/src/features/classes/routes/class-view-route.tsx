// /classroom/{feed,progress,members,materials,quizzes}: the chosen class (selectedClassIdAtom)
// with its header and tabs above the tab's own route. No class chosen, no access, waiting for
// approval or paused: a friendly prompt back to /classroom.
import { Container, Stack } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import type { ClassOutletContext } from '@/lib/classes/class-outlet';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { DELETE_CLASS_FAILED, useDeleteClass } from '../api/delete-class';
import { ClassFormDialog } from '../components/class-form-dialog';
import { ClassHeader, ClassTabs } from '../components/class-header';
import { ClassPrompt } from '../components/class-prompt';
import { SectionBoundary } from '../components/section-boundary';
import { ShareDialog, type ShareView } from '../components/share-dialog';
import { useClassAccess, type ClassAccess } from '../hooks/use-class-access';
import { classFormFrom } from '../lib/class-form';
import { isolate } from '@/lib/bidi';

export default function ClassViewRoute() {
  const [classId] = useAtom(selectedClassIdAtom);
  const [attempt, setAttempt] = useState(0);
  if (!classId) {
    return (
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <ClassPrompt kind="choose" />
      </Container>
    );
  }
  // A retry after a failed read starts the live reads again.
  return <ClassView key={`${classId}:${attempt}`} classId={classId} onRetry={() => setAttempt((value) => value + 1)} />;
}

function ClassView({ classId, onRetry }: { classId: string; onRetry: () => void }) {
  const access = useClassAccess(classId);
  if (access.state === 'loading') return <PageLoader fullPage={false} />;
  if (access.state !== 'ready') {
    return (
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <ClassPrompt kind={access.state} onRetry={access.state === 'error' ? onRetry : undefined} />
      </Container>
    );
  }
  return <ReadyClassView access={access} />;
}

function ReadyClassView({ access }: { access: Extract<ClassAccess, { state: 'ready' }> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [, setSelected] = useAtom(selectedClassIdAtom);
  const deleteClass = useDeleteClass();
  const { classInfo, isTeacher, isOwner, role, uid } = access;
  const [share, setShare] = useState<ShareView | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const context = useMemo<ClassOutletContext>(
    () => ({ classId: classInfo.id, classInfo, role, isTeacher, isOwner, uid }),
    [classInfo, role, isTeacher, isOwner, uid],
  );

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteClass(classInfo.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'classes.delete.done' }, { name: isolate(classInfo.name) }) });
      setSelected(null);
      void navigate('/classroom', { replace: true });
    } catch (error) {
      setDeleting(false);
      const title = intl.formatMessage(DELETE_CLASS_FAILED);
      const detail = formatError(intl, error, DELETE_CLASS_FAILED);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
    }
  };

  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} data-testid="class-view">
      <Stack gap="4">
        <ClassHeader
          classInfo={classInfo}
          isTeacher={isTeacher}
          isOwner={isOwner}
          onShare={setShare}
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmDelete(true)}
        />
        <ClassTabs />
        <SectionBoundary resetKeys={[pathname, classInfo.id]}>
          <Suspense fallback={<PageLoader fullPage={false} />}>
            <Outlet context={context} />
          </Suspense>
        </SectionBoundary>
      </Stack>
      {isTeacher && (
        <>
          <ShareDialog view={share} classId={classInfo.id} className={classInfo.name} onClose={() => setShare(null)} />
          <ClassFormDialog
            open={editing}
            onClose={() => setEditing(false)}
            mode={{ kind: 'edit', classId: classInfo.id, initial: classFormFrom(classInfo) }}
          />
          <ConfirmDialog
            open={confirmDelete}
            onClose={() => setConfirmDelete(false)}
            onConfirm={() => void remove()}
            busy={deleting}
            title={intl.formatMessage({ id: 'classes.delete.title' })}
            body={intl.formatMessage({ id: 'classes.delete.body' }, { name: isolate(classInfo.name) })}
            confirmLabel={intl.formatMessage({ id: 'classes.delete.confirm' })}
            cancelLabel={intl.formatMessage({ id: 'classes.common.cancel' })}
            testId="class-delete-dialog"
          />
        </>
      )}
    </Container>
  );
}
