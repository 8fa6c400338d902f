// A student's details for the teacher: the student analytics endpoint (per-challenge scores,
// trend next to the class average) in a dialog opened from the results table or the podium.
import { CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentResultRow } from '@shared/schemas/analytics';
import { UserAvatar } from '@/components/user/user-avatar';
import { getStudentAnalytics } from '../api/get-student-analytics';
import { useLoader } from '../hooks/use-loader';
import { ProgressError, ProgressLoading } from './progress-states';
import { StudentProgressView } from './student-progress-view';

function StudentDetail({ classId, uid }: { classId: string; uid: string }) {
  const state = useLoader((signal) => getStudentAnalytics(classId, uid, signal), [classId, uid]);
  if (state.status === 'loading') return <ProgressLoading testId="progress-detail-loading" />;
  if (state.status === 'error') return <ProgressError error={state.error} onRetry={state.retry} testId="progress-detail-error" />;
  return <StudentProgressView analytics={state.data} self={false} testId="progress-detail" />;
}

export function StudentDetailDialog({
  classId,
  student,
  onClose,
}: {
  classId: string;
  /** The chosen student's row (name and avatar for the title), null when closed. */
  student: Pick<StudentResultRow, 'uid' | 'name' | 'avatar_id'> | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const name = student?.name || intl.formatMessage({ id: 'progress.student.unnamed' });
  return (
    <Dialog.Root
      open={student !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ mdDown: 'full', md: 'xl' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="progress-detail-dialog">
            <Dialog.Header>
              <HStack gap="3">
                {student && <UserAvatar name={student.name} avatarId={student.avatar_id} size="md" />}
                <Stack gap="0" textAlign="start">
                  <Dialog.Title>
                    <bdi>{name}</bdi>
                  </Dialog.Title>
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="progress.detail.subtitle" />
                  </Text>
                </Stack>
              </HStack>
            </Dialog.Header>
            <Dialog.Body pb="6">{student && <StudentDetail key={student.uid} classId={classId} uid={student.uid} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'progress.detail.close' })} data-testid="progress-detail-close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
