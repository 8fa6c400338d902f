// The live host screen, /live/host?quizId=... (teachers, centres, administrators). Without a quiz it lists
// the host's quizzes (none yet: a button to the quiz builder); with one it creates the game; `&session=` (set once the game exists)
// lets a reload pick the running game up again.
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LiveInvite } from '../api/create-live-session';
import { HostGame } from '../components/host-game';
import { HostSetup } from '../components/host-setup';
import { QuizPicker } from '../components/quiz-picker';

export default function LiveHostRoute() {
  const [params, setParams] = useSearchParams();
  const quizId = params.get('quizId') ?? '';
  const sessionId = params.get('session') ?? '';
  const [created, setCreated] = useState<LiveInvite | null>(null);

  let content;
  if (sessionId) {
    content = (
      <HostGame
        key={sessionId}
        sessionId={sessionId}
        initialInvite={created?.sessionId === sessionId ? created : null}
        onHostAgain={() => setParams(quizId ? { quizId } : {})}
        onPickAnother={() => setParams({})}
      />
    );
  } else if (quizId) {
    content = (
      <HostSetup
        quizId={quizId}
        onBack={() => setParams({})}
        onCreated={(invite) => {
          setCreated(invite);
          setParams({ quizId, session: invite.sessionId }, { replace: true });
        }}
      />
    );
  } else {
    content = <QuizPicker onPick={(id) => setParams({ quizId: id })} />;
  }

  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} data-testid="live-host-route">
      {content}
    </Box>
  );
}
