// The player's game screen, driven by listeners on the session, the player's own document and
// the own answer of the open question (docs/live.md): waiting for the teacher, the question,
// answer submitted and waiting, time's up, the leaderboard after each question, the podium.
import { Badge, Box, Button, Card, Flex, HStack, Heading, Icon, Image, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';
import { useState, type ReactNode } from 'react';
import { LuCheck, LuClock, LuFlame, LuHourglass, LuPencilLine, LuUserX, LuUsers, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageRef } from '@/lib/api-client';
import { ANSWER_FAILED, submitLiveAnswer, type LiveAnswerValue } from '../api/submit-live-answer';
import { useLivePlayer, useLiveSession, useOwnAnswer } from '../hooks/use-live-docs';
import { useNow } from '../hooks/use-now';
import { usePlayerCount } from '../hooks/use-player-count';
import type { LivePlayer, LiveQuestion, LiveSession } from '../lib/live-docs';
import { derivePlayerPhase, playerResult, type PlayerPhase } from '../lib/player-phase';
import type { RememberedGame } from '../lib/remembered-game';
import { currentReveal } from '../lib/reveal';
import { raceProgress } from '../lib/standings';
import { AnswerPad } from './answer-pad';
import { AnswerReveal } from './answer-reveal';
import { Countdown } from './countdown';
import { Leaderboard } from './leaderboard';
import { Notice } from './notice';
import { Podium } from './podium';
import { RaceTrack } from './race-track';

function settled<T>(state: { status: string; data: T | undefined }): T | null | undefined {
  if (state.status === 'loading') return undefined;
  return state.status === 'success' ? (state.data ?? null) : null;
}

export function PlayerGame({ game, onLeave }: { game: RememberedGame; onLeave: () => void }) {
  const intl = useIntl();
  const session = settled(useLiveSession(game.sessionId, game.uid));
  const player = settled(useLivePlayer(game.sessionId, game.uid));
  const questionIndex = session && (session.state === 'question' || session.state === 'leaderboard') ? session.questionIndex : null;
  const ownAnswer = useOwnAnswer(game.sessionId, game.uid, questionIndex);
  const answered = ownAnswer.status === 'loading' ? undefined : ownAnswer.status === 'success' && ownAnswer.data !== undefined;
  const nowMs = useNow(session?.state === 'question');
  const phase = derivePlayerPhase({ session, player, answered, nowMs });
  const [sending, setSending] = useState<number | null>(null);
  const [answerError, setAnswerError] = useState<{ index: number; text: string } | null>(null);

  const answer = (question: LiveQuestion, value: LiveAnswerValue) => {
    if (sending !== null) return;
    setSending(question.index);
    setAnswerError(null);
    submitLiveAnswer(game.sessionId, question.index, game.uid, value).then(
      () => setSending(null),
      () => {
        setSending(null);
        setAnswerError({ index: question.index, text: intl.formatMessage(ANSWER_FAILED) });
      },
    );
  };

  const ownAnswerValue = ownAnswer.status === 'success' ? ownAnswer.data?.answer : undefined;
  return (
    <Stack gap={{ base: '4', md: '6' }} flex="1" data-testid="live-player" data-phase={phase.kind}>
      <VisuallyHidden aria-live="polite" data-testid="live-phase-announcement">
        {intl.formatMessage({ id: `live.phase.${phase.kind}` })}
      </VisuallyHidden>
      {session && player && !player.removed && <StatusBar session={session} player={player} />}
      <PhaseScreen
        phase={phase}
        game={game}
        session={session ?? null}
        player={player ?? null}
        nowMs={nowMs}
        sending={sending !== null}
        answerError={answerError && questionIndex === answerError.index ? answerError.text : null}
        ownAnswer={ownAnswerValue}
        onAnswer={answer}
        onLeave={onLeave}
      />
    </Stack>
  );
}

function StatusBar({ session, player }: { session: LiveSession; player: LivePlayer }) {
  const intl = useIntl();
  return (
    <Flex align="center" gap="2" wrap="wrap" justify="space-between" bg="bg.panel" rounded="xl" px="4" py="2" shadow="sm">
      <HStack gap="2" minW="0">
        <Badge colorPalette="brand" size="lg" variant="solid" data-testid="live-player-nickname" maxW="48" truncate>
          <bdi>{player.nickname}</bdi>
        </Badge>
        {session.questionIndex >= 0 && session.state !== 'complete' && (
          <Text fontSize="sm" color="fg.muted" data-testid="live-player-progress">
            <FormattedMessage id="live.player.progress" values={{ current: session.questionIndex + 1, total: session.questionCount }} />
          </Text>
        )}
      </HStack>
      <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="live-player-score" data-score={player.score} aria-label={intl.formatMessage({ id: 'live.player.scoreLabel' }, { points: player.score })}>
        <FormattedMessage id="live.leaderboard.points" values={{ points: player.score }} />
      </Text>
    </Flex>
  );
}

interface PhaseProps {
  phase: PlayerPhase;
  game: RememberedGame;
  session: LiveSession | null;
  player: LivePlayer | null;
  nowMs: number;
  sending: boolean;
  answerError: string | null;
  ownAnswer: unknown;
  onAnswer: (question: LiveQuestion, answer: LiveAnswerValue) => void;
  onLeave: () => void;
}

function PhaseScreen({ phase, game, session, player, nowMs, sending, answerError, ownAnswer, onAnswer, onLeave }: PhaseProps) {
  switch (phase.kind) {
    case 'loading':
      return (
        <Centered testId="live-loading">
          <Spinner size="xl" color="brand.solid" />
        </Centered>
      );
    case 'removed':
      return (
        <EndCard icon={LuUserX} testId="live-removed" titleId="live.removed.title" onLeave={onLeave}>
          <FormattedMessage {...errorMessageRef('live/removed')} />
        </EndCard>
      );
    case 'gone':
      return (
        <EndCard icon={LuX} testId="live-gone" titleId="live.gone.title" onLeave={onLeave}>
          <FormattedMessage id="live.gone.body" />
        </EndCard>
      );
    case 'waiting':
      return <WaitingScreen session={session!} player={player!} />;
    case 'question':
      return (
        <Stack gap="4" flex="1" data-testid="live-question" data-index={phase.question.index}>
          <QuestionHeader question={phase.question} nowMs={nowMs} />
          {answerError && <Notice testId="live-answer-error">{answerError}</Notice>}
          <AnswerPad question={phase.question} busy={sending} onAnswer={(answer) => onAnswer(phase.question, answer)} />
        </Stack>
      );
    case 'answered':
      return (
        <Stack gap="4" flex="1" data-testid="live-answered">
          <QuestionHeader question={phase.question} nowMs={nowMs} />
          <Centered>
            <Icon as={LuCheck} boxSize="14" color="green.fg" aria-hidden />
            <Heading as="h2" size="xl">
              <FormattedMessage id="live.answered.title" />
            </Heading>
            <AnswerEcho answer={ownAnswer} />
            <Text color="fg.muted">
              <FormattedMessage id="live.answered.body" />
            </Text>
          </Centered>
        </Stack>
      );
    case 'timeup':
      return (
        <Centered testId="live-timeup">
          <Icon as={phase.answered ? LuHourglass : LuClock} boxSize="14" color="orange.fg" aria-hidden />
          <Heading as="h2" size="2xl">
            <FormattedMessage id={phase.answered ? 'live.timeup.answeredTitle' : 'live.timeup.title'} />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id={phase.scoring ? 'live.timeup.scoring' : 'live.timeup.body'} />
          </Text>
          {phase.scoring && <Spinner color="brand.solid" />}
        </Centered>
      );
    case 'leaderboard':
      return <ResultScreen session={session!} player={player!} uid={game.uid} />;
    case 'complete':
      return <CompleteScreen session={session!} player={player!} uid={game.uid} onLeave={onLeave} />;
  }
}

function Centered({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Stack flex="1" align="center" justify="center" textAlign="center" gap="4" py="8" data-testid={testId}>
      {children}
    </Stack>
  );
}

function EndCard({ icon, titleId, testId, children, onLeave }: { icon: typeof LuX; titleId: string; testId: string; children: ReactNode; onLeave: () => void }) {
  return (
    <Centered testId={testId}>
      <Icon as={icon} boxSize="14" color="fg.muted" aria-hidden />
      <Heading as="h1" size="2xl">
        <FormattedMessage id={titleId} />
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {children}
      </Text>
      <Button colorPalette="brand" size="lg" onClick={onLeave} data-testid="live-join-another">
        <FormattedMessage id="live.player.joinAnother" />
      </Button>
    </Centered>
  );
}

function WaitingScreen({ session, player }: { session: LiveSession; player: LivePlayer }) {
  const count = usePlayerCount(session.id, true, session.playerCount);
  const reduce = useReducedMotion();
  return (
    <Centered testId="live-waiting">
      <motion.div
        animate={reduce ? undefined : { scale: [1, 1.08, 1] }}
        transition={{ duration: 2, repeat: Infinity, ease: 'easeInOut' }}
        aria-hidden
      >
        <Box boxSize="24" rounded="full" bg="brand.solid" color="brand.contrast" display="flex" alignItems="center" justifyContent="center">
          <Icon as={LuHourglass} boxSize="12" />
        </Box>
      </motion.div>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <FormattedMessage id="live.waiting.title" values={{ name: <bdi key="n">{player.nickname}</bdi> }} />
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        <FormattedMessage id="live.waiting.body" />
      </Text>
      {session.quizTitle && (
        <Text fontWeight="semibold" data-testid="live-quiz-title">
          <bdi>{session.quizTitle}</bdi>
        </Text>
      )}
      <HStack gap="2" color="fg.muted" data-testid="live-waiting-count" data-count={count}>
        <Icon as={LuUsers} aria-hidden />
        <Text>
          <FormattedMessage id="live.waiting.players" values={{ count }} />
        </Text>
      </HStack>
    </Centered>
  );
}

function QuestionHeader({ question, nowMs }: { question: LiveQuestion; nowMs: number }) {
  const intl = useIntl();
  return (
    <Card.Root rounded="2xl" shadow="md">
      <Card.Body gap="3">
        <Flex align="center" gap="4">
          <Heading as="h1" size={{ base: 'lg', md: '2xl' }} flex="1" data-testid="live-question-text">
            <bdi>{question.text}</bdi>
          </Heading>
          <Countdown question={question} nowMs={nowMs} />
        </Flex>
        {question.imageUrl && (
          <Image
            src={question.imageUrl}
            alt={intl.formatMessage({ id: 'live.question.imageAlt' })}
            h="28vh"
            w="auto"
            maxW="full"
            mx="auto"
            objectFit="contain"
            rounded="lg"
            data-testid="live-question-image"
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function AnswerEcho({ answer }: { answer: unknown }) {
  const intl = useIntl();
  if (answer === undefined || answer === null) return null;
  const text =
    typeof answer === 'boolean'
      ? intl.formatMessage({ id: answer ? 'live.answer.true' : 'live.answer.false' })
      : Array.isArray(answer)
        ? answer.join(', ')
        : String(answer);
  return (
    <Text fontSize="lg" data-testid="live-own-answer">
      <FormattedMessage id="live.answered.yours" values={{ answer: <bdi key="a">{text}</bdi> }} />
    </Text>
  );
}

function ResultScreen({ session, player, uid }: { session: LiveSession; player: LivePlayer; uid: string }) {
  const result = playerResult(player, session.questionIndex);
  const reveal = currentReveal(session);
  const roundKey = String(session.leaderboardIndex ?? session.questionIndex);
  let tone: { icon: typeof LuX; colour: string; titleId: string };
  if (!result.fresh) tone = { icon: LuClock, colour: 'fg.muted', titleId: 'live.result.notPlayed' };
  else if (result.correct === true) tone = { icon: LuCheck, colour: 'green.fg', titleId: 'live.result.correct' };
  else if (result.correct === null && result.answered) tone = { icon: LuPencilLine, colour: 'blue.fg', titleId: 'live.result.essay' };
  else if (!result.answered) tone = { icon: LuClock, colour: 'orange.fg', titleId: 'live.result.noAnswer' };
  else if (result.late) tone = { icon: LuClock, colour: 'orange.fg', titleId: 'live.result.late' };
  else tone = { icon: LuX, colour: 'red.fg', titleId: 'live.result.wrong' };
  return (
    <Stack gap="5" data-testid="live-result">
      <Card.Root rounded="2xl" shadow="md">
        <Card.Body>
          <Stack align="center" textAlign="center" gap="2">
            <Icon as={tone.icon} boxSize="12" color={tone.colour} aria-hidden />
            <Heading as="h1" size="2xl" data-testid="live-result-title" data-correct={String(result.correct)}>
              <FormattedMessage id={tone.titleId} />
            </Heading>
            <Text fontSize="3xl" fontWeight="black" color={result.points > 0 ? 'green.fg' : 'fg.muted'} data-testid="live-result-points" data-points={result.points}>
              <FormattedMessage id="live.result.pointsEarned" values={{ points: result.points }} />
            </Text>
            {result.bonus > 0 && (
              <Text color="fg.muted" data-testid="live-result-bonus" data-bonus={result.bonus}>
                <FormattedMessage id="live.result.bonusIncluded" values={{ bonus: result.bonus }} />
              </Text>
            )}
            <HStack gap="4" wrap="wrap" justify="center">
              <Badge size="lg" colorPalette="brand" variant="subtle" data-testid="live-rank" data-rank={result.rank ?? ''}>
                {result.rank === null ? <FormattedMessage id="live.result.noRank" /> : <FormattedMessage id="live.result.rank" values={{ rank: result.rank }} />}
              </Badge>
              <Badge size="lg" colorPalette="orange" variant="subtle" data-testid="live-streak" data-streak={result.streak}>
                <LuFlame aria-hidden />
                <FormattedMessage id="live.result.streak" values={{ count: result.streak }} />
              </Badge>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
      {reveal && <AnswerReveal reveal={reveal} question={session.question} size="md" />}
      <RaceTrack progress={raceProgress((session.leaderboardIndex ?? session.questionIndex) + 1, session.questionCount)} entries={session.leaderboard} roundKey={roundKey} highlightUid={uid} />
      <Leaderboard entries={session.leaderboard} roundKey={roundKey} highlightUid={uid} />
    </Stack>
  );
}

function CompleteScreen({ session, player, uid, onLeave }: { session: LiveSession; player: LivePlayer; uid: string; onLeave: () => void }) {
  const podium = session.podium ?? session.leaderboard;
  return (
    <Stack gap="6" align="center" data-testid="live-complete">
      <Podium entries={podium} highlightUid={uid} />
      <Card.Root rounded="2xl" shadow="md" w="full">
        <Card.Body>
          <Stack align="center" textAlign="center" gap="1">
            <Text fontSize="lg" data-testid="live-final-rank" data-rank={player.rank ?? ''}>
              {player.rank === null ? (
                <FormattedMessage id="live.complete.noRank" />
              ) : (
                <FormattedMessage id="live.complete.rank" values={{ rank: player.rank }} />
              )}
            </Text>
            <Text fontSize="3xl" fontWeight="black" data-testid="live-final-score" data-score={player.score}>
              <FormattedMessage id="live.leaderboard.points" values={{ points: player.score }} />
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      {session.leaderboard.length > 0 && (
        <Leaderboard entries={session.leaderboard} roundKey="final" highlightUid={uid} showDeltas={false} title={<FormattedMessage id="live.complete.standings" />} />
      )}
      <Button colorPalette="brand" size="lg" onClick={onLeave} data-testid="live-join-another">
        <FormattedMessage id="live.player.joinAnother" />
      </Button>
    </Stack>
  );
}
