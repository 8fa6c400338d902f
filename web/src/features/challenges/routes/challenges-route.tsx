// /classroom/quizzes: the class view's Challenges tab (docs/quizzes.md). Teachers assign
// published quizzes, follow and grade submissions, present a challenge on the whiteboard and
// preview it; students see what is due and done, take challenges and practise. The screen
// inside the tab comes from the address (?challenge=&view=&student=, lib/challenge-view.ts).
// Test ids: challenges-route, challenges-no-class; the screens' own ids are in components/.
import { Container, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { formatError } from '@/lib/api-client';
import { useClassOutlet } from '@/lib/classes/class-outlet';
import { useRemote } from '@/lib/use-remote';
import { LIST_CHALLENGES_FAILED, listChallenges } from '../api/list-challenges';
import { BackButton } from '../components/back-button';
import { GradePanel } from '../components/grade-panel';
import { PracticeChallenge } from '../components/practice-challenge';
import { StudentChallenges } from '../components/student-challenges';
import { SubmissionsPanel } from '../components/submissions-panel';
import { TakeChallenge } from '../components/take-challenge';
import { TeacherChallenges } from '../components/teacher-challenges';
import { Whiteboard } from '../components/whiteboard';
import { challengeViewParams, parseChallengeView, type ChallengeView } from '../lib/challenge-view';

export default function ChallengesRoute() {
  const outlet = useClassOutlet();
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (view: ChallengeView) => {
      setParams(challengeViewParams(view));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  if (!outlet) {
    return (
      <Text color="fg.muted" data-testid="challenges-no-class">
        <FormattedMessage id="challenges.noClass" />
      </Text>
    );
  }
  const { classId, isTeacher, uid } = outlet;
  const view = parseChallengeView(params, isTeacher);

  let body;
  switch (view.kind) {
    case 'list':
      body = isTeacher ? <TeacherChallenges classId={classId} onOpen={open} /> : <StudentChallenges classId={classId} onOpen={open} />;
      break;
    case 'submissions':
      body = <SubmissionsWithTitle classId={classId} challengeId={view.challengeId} onOpen={open} />;
      break;
    case 'grade':
      body = <GradePanel classId={classId} challengeId={view.challengeId} studentUid={view.studentUid} onOpen={open} />;
      break;
    case 'present':
      body = <Present classId={classId} challengeId={view.challengeId} onOpen={open} />;
      break;
    case 'take':
      body = <TakeChallenge classId={classId} challengeId={view.challengeId} uid={uid} onOpen={open} />;
      break;
    case 'practice':
      body = <PracticeChallenge classId={classId} challengeId={view.challengeId} preview={isTeacher} onOpen={open} />;
      break;
  }

  return (
    <Container maxW="4xl" px={{ base: '0', sm: '2' }} py={{ base: '3', md: '5' }} data-testid="challenges-route" data-view={view.kind}>
      {body}
    </Container>
  );
}

function useChallenge(classId: string, challengeId: string) {
  const list = useRemote(`challenges:${classId}`, (signal) => listChallenges(classId, signal));
  const challenge = list.status === 'success' ? (list.data.find((item) => item.id === challengeId) ?? null) : undefined;
  return { list, challenge };
}

function SubmissionsWithTitle({ classId, challengeId, onOpen }: { classId: string; challengeId: string; onOpen: (view: ChallengeView) => void }) {
  const { challenge } = useChallenge(classId, challengeId);
  return <SubmissionsPanel classId={classId} challengeId={challengeId} title={challenge?.title ?? null} onOpen={onOpen} />;
}

function Present({ classId, challengeId, onOpen }: { classId: string; challengeId: string; onOpen: (view: ChallengeView) => void }) {
  const intl = useIntl();
  const { list, challenge } = useChallenge(classId, challengeId);
  const back = () => onOpen({ kind: 'list' });
  if (list.status === 'loading') return <Skeleton h="40" rounded="lg" />;
  if (list.status === 'error' || !challenge) {
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <BackButton onClick={back} testId="present-back" />
        <Text color="fg.error">
          {list.status === 'error' ? formatError(intl, list.error, LIST_CHALLENGES_FAILED) : intl.formatMessage({ id: 'errors.challenge/not-found' })}
        </Text>
      </Stack>
    );
  }
  return <Whiteboard quizId={challenge.quiz_id} title={challenge.title} onClose={back} />;
}
