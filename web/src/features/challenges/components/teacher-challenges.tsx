// The Challenges tab for the class's teachers: assign a published quiz, and per challenge its
// due date, submission counts (from the class analytics), practice on/off, the submissions,
// present it on the whiteboard, preview it, remove it.
// Test ids: challenges-teacher, challenge-assign-open, challenges-create-quiz, challenges-my-quizzes,
// challenges-empty, challenges-error, challenge-row-{id}, challenge-counts-{id},
// challenge-practice-toggle-{id}, challenge-submissions-{id}, challenge-present-{id},
// challenge-preview-{id}, challenge-delete-{id}, challenge-delete-dialog.
import { Badge, Box, Button, Card, HStack, Heading, Icon, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarClock, LuEye, LuListChecks, LuPlus, LuPresentation, LuTrash2 } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ChallengeDto } from '@shared/schemas/quiz';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { useRemote } from '@/lib/use-remote';
import { DELETE_CHALLENGE_FAILED, deleteChallenge } from '../api/delete-challenge';
import { getChallengeStats, type ChallengeStats } from '../api/get-challenge-stats';
import { LIST_CHALLENGES_FAILED, listChallenges } from '../api/list-challenges';
import { UPDATE_CHALLENGE_FAILED, updateChallenge } from '../api/update-challenge';
import type { ChallengeView } from '../lib/challenge-view';
import { isOverdue } from '../lib/due-date';
import { AssignDialog } from './assign-dialog';

export function TeacherChallenges({ classId, onOpen }: { classId: string; onOpen: (view: ChallengeView) => void }) {
  const intl = useIntl();
  const challenges = useRemote(`challenges:${classId}`, (signal) => listChallenges(classId, signal));
  const stats = useRemote(`stats:${classId}`, (signal) => getChallengeStats(classId, signal));
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<ChallengeDto | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const failToast = (error: unknown, fallback: { id: string; defaultMessage: string }) => {
    const title = intl.formatMessage(fallback);
    const detail = formatError(intl, error, fallback);
    toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
  };

  const togglePractice = async (challenge: ChallengeDto, allowed: boolean) => {
    setBusy(challenge.id);
    try {
      const updated = await updateChallenge(classId, challenge.id, { practiceAllowed: allowed });
      challenges.update((list) => list.map((item) => (item.id === challenge.id ? { ...item, ...updated } : item)));
    } catch (error) {
      failToast(error, UPDATE_CHALLENGE_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (challenge: ChallengeDto) => {
    setBusy(challenge.id);
    try {
      await deleteChallenge(classId, challenge.id);
      challenges.update((list) => list.filter((item) => item.id !== challenge.id));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'challenges.delete.done' }, { title: isolate(challenge.title) }) });
    } catch (error) {
      failToast(error, DELETE_CHALLENGE_FAILED);
    } finally {
      setBusy(null);
      setRemoving(null);
    }
  };

  const students = stats.status === 'success' ? stats.data.students : null;

  return (
    <Stack gap="5" data-testid="challenges-teacher">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
        <Stack gap="0" textAlign="start">
          <Heading as="h2" size="lg">
            <FormattedMessage id="challenges.list.title" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="challenges.list.subtitleTeacher" />
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="ghost" size="sm" data-testid="challenges-my-quizzes">
            <RouterLink to="/quiz">
              <FormattedMessage id="challenges.list.myQuizzes" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm" data-testid="challenges-create-quiz">
            <RouterLink to="/CreateQuiz">
              <FormattedMessage id="challenges.list.createQuiz" />
            </RouterLink>
          </Button>
          <Button colorPalette="brand" size="sm" onClick={() => setAssigning(true)} data-testid="challenge-assign-open">
            <LuPlus aria-hidden />
            <FormattedMessage id="challenges.assign.open" />
          </Button>
        </HStack>
      </Stack>

      {challenges.status === 'loading' && <Skeleton h="32" rounded="lg" />}
      {challenges.status === 'error' && (
        <RetryMessage
          message={formatError(intl, challenges.error, LIST_CHALLENGES_FAILED)}
          retryLabel={<FormattedMessage id="challenges.common.retry" />}
          onRetry={challenges.reload}
          testId="challenges-error"
        />
      )}
      {challenges.status === 'success' && challenges.data.length === 0 && (
        <Stack gap="2" align="center" textAlign="center" py="10" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="challenges-empty">
          <Text fontWeight="semibold">
            <FormattedMessage id="challenges.list.emptyTeacherTitle" />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id="challenges.list.emptyTeacherBody" />
          </Text>
        </Stack>
      )}
      {challenges.status === 'success' && challenges.data.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {challenges.data.map((challenge) => (
            <Box as="li" key={challenge.id}>
              <TeacherChallengeCard
                challenge={challenge}
                stats={stats.status === 'success' ? (stats.data.byChallenge[challenge.id] ?? null) : undefined}
                students={students}
                busy={busy === challenge.id}
                onPractice={(allowed) => void togglePractice(challenge, allowed)}
                onOpen={onOpen}
                onRemove={() => setRemoving(challenge)}
              />
            </Box>
          ))}
        </Stack>
      )}

      <AssignDialog
        classId={classId}
        open={assigning}
        onClose={() => setAssigning(false)}
        onAssigned={(challenge) => {
          setAssigning(false);
          challenges.update((list) => [challenge, ...list]);
          stats.reload();
          toaster.create({ type: 'success', title: intl.formatMessage({ id: 'challenges.assign.done' }, { title: isolate(challenge.title) }) });
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
        busy={busy !== null && busy === removing?.id}
        title={intl.formatMessage({ id: 'challenges.delete.title' })}
        body={intl.formatMessage({ id: 'challenges.delete.body' }, { title: isolate(removing?.title ?? '') })}
        confirmLabel={intl.formatMessage({ id: 'challenges.delete.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'challenges.common.cancel' })}
        testId="challenge-delete-dialog"
      />
    </Stack>
  );
}

function TeacherChallengeCard({
  challenge,
  stats,
  students,
  busy,
  onPractice,
  onOpen,
  onRemove,
}: {
  challenge: ChallengeDto;
  /** undefined while the counts load (or when they cannot be read); null: no submissions yet. */
  stats: ChallengeStats | null | undefined;
  students: number | null;
  busy: boolean;
  onPractice: (allowed: boolean) => void;
  onOpen: (view: ChallengeView) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const id = challenge.id;
  const overdue = isOverdue(challenge.due_at);
  const submitted = stats?.submissions ?? 0;
  const pending = stats?.pending_grading ?? 0;
  return (
    <Card.Root variant="outline" data-testid={`challenge-row-${id}`}>
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0" textAlign="start">
            <Heading as="h3" size="md" dir="auto">
              {challenge.title}
            </Heading>
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              <HStack gap="1">
                <Icon as={LuCalendarClock} aria-hidden />
                {challenge.due_at ? (
                  <Text color={overdue ? 'fg.error' : undefined}>
                    <FormattedMessage
                      id={overdue ? 'challenges.due.closed' : 'challenges.due.on'}
                      values={{ date: <FormattedDate value={challenge.due_at} dateStyle="medium" timeStyle="short" /> }}
                    />
                  </Text>
                ) : (
                  <Text>
                    <FormattedMessage id="challenges.due.none" />
                  </Text>
                )}
              </HStack>
              <Text>
                <FormattedMessage id="challenges.list.questions" values={{ count: challenge.question_count, points: challenge.total_points }} />
              </Text>
            </HStack>
            {stats !== undefined && (
              <HStack gap="2" wrap="wrap" data-testid={`challenge-counts-${id}`} data-submitted={submitted} data-pending={pending}>
                <Badge variant="subtle" colorPalette="blue">
                  {students !== null && students > 0 ? (
                    <FormattedMessage id="challenges.list.submittedOf" values={{ count: submitted, total: students }} />
                  ) : (
                    <FormattedMessage id="challenges.list.submitted" values={{ count: submitted }} />
                  )}
                </Badge>
                {pending > 0 && (
                  <Badge variant="solid" colorPalette="orange">
                    <FormattedMessage id="challenges.list.toGrade" values={{ count: pending }} />
                  </Badge>
                )}
              </HStack>
            )}
          </Stack>
          <Switch.Root
            checked={challenge.practice_allowed}
            onCheckedChange={(details) => onPractice(details.checked)}
            disabled={busy}
            colorPalette="brand"
            flexShrink={0}
            alignSelf={{ base: 'flex-start', md: 'center' }}
            data-testid={`challenge-practice-toggle-${id}`}
            data-checked={challenge.practice_allowed || undefined}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <FormattedMessage id="challenges.list.practice" />
            </Switch.Label>
          </Switch.Root>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => onOpen({ kind: 'submissions', challengeId: id })} data-testid={`challenge-submissions-${id}`}>
            <LuListChecks aria-hidden />
            <FormattedMessage id="challenges.list.submissions" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'present', challengeId: id })} data-testid={`challenge-present-${id}`}>
            <LuPresentation aria-hidden />
            <FormattedMessage id="challenges.list.present" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'practice', challengeId: id })} data-testid={`challenge-preview-${id}`}>
            <LuEye aria-hidden />
            <FormattedMessage id="challenges.list.preview" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={busy}
            onClick={onRemove}
            aria-label={intl.formatMessage({ id: 'challenges.delete.named' }, { title: isolate(challenge.title) })}
            data-testid={`challenge-delete-${id}`}
          >
            <LuTrash2 aria-hidden />
            <FormattedMessage id="challenges.delete.button" />
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
