// Host: the running game. Listeners on the session, its players and the answers of the open
// question; the host's calls (start, close, next, lock, reset, end, remove, speed scoring).
// The open question closes by itself when its timer runs out or everyone has answered.
import { Badge, Button, Flex, HStack, Heading, Spinner, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuFlagTriangleRight, LuRotateCcw, LuSquare, LuTrophy } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { getLiveInvite, type LiveInvite } from '../api/create-live-session';
import { HOST_ACTION_FAILED, removeLivePlayer, runHostAction, setSpeedScoring, type HostAction } from '../api/host-actions';
import { useDirection } from '../hooks/use-direction';
import { useAnswerUids, useLivePlayers, useLiveSession } from '../hooks/use-live-docs';
import { useNow } from '../hooks/use-now';
import { useRequest } from '../hooks/use-request';
import { activePlayerIds, closeReason, countAnswered, isLastQuestion, isScored } from '../lib/host-close';
import type { LivePlayer, LiveSession } from '../lib/live-docs';
import { currentReveal } from '../lib/reveal';
import { raceProgress } from '../lib/standings';
import { AnswerReveal } from './answer-reveal';
import { HostLobby } from './host-lobby';
import { LiveReportPanel } from './live-report';
import { HostQuestion } from './host-question';
import { HostStage, StagePhase, stagePhaseKey } from './host-stage';
import { Leaderboard } from './leaderboard';
import { Notice } from './notice';
import { Podium } from './podium';
import { RaceTrack } from './race-track';
import { isolate } from '@/lib/bidi';

type Busy = HostAction | 'speed' | null;

export function HostGame({
  sessionId,
  initialInvite,
  onHostAgain,
  onPickAnother,
}: {
  sessionId: string;
  initialInvite: LiveInvite | null;
  onHostAgain: () => void;
  onPickAnother: () => void;
}) {
  const intl = useIntl();
  const { uid, loading: userLoading } = useFirebaseUser();
  const sessionState = useLiveSession(sessionId, uid);
  const playersState = useLivePlayers(sessionId, uid);
  const session = sessionState.status === 'success' ? sessionState.data : undefined;
  const players = playersState.status === 'success' ? playersState.data : [];
  const active = activePlayerIds(players);
  const openIndex = session?.state === 'question' ? session.questionIndex : null;
  const answerUids = useAnswerUids(sessionId, uid, openIndex);
  const answered = countAnswered(answerUids.status === 'success' ? answerUids.data : [], active);
  const nowMs = useNow(session?.state === 'question');
  const needsInvite = !initialInvite && session?.state === 'waiting';
  const [fetchedInvite] = useRequest(needsInvite ? sessionId : null, (signal) => getLiveInvite(sessionId, signal));
  const invite = initialInvite ?? (fetchedInvite.status === 'success' ? fetchedInvite.data : null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirm, setConfirm] = useState<'end' | 'reset' | null>(null);
  const closeAsked = useRef<number | null>(null);
  const rtl = useDirection() === 'rtl';

  const fail = (error: unknown) => {
    toaster.create({ type: 'error', title: formatError(intl, error, HOST_ACTION_FAILED) });
  };

  const act = async (action: HostAction) => {
    setBusy(action);
    try {
      await runHostAction(sessionId, action);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  // Close the open question once: when everyone still in the game has answered, or when time is up.
  const activeCount = active.size;
  useEffect(() => {
    if (!session) return;
    const reason = closeReason({ session, nowMs, answered, activePlayers: activeCount, requestedFor: closeAsked.current });
    if (!reason) return;
    closeAsked.current = session.questionIndex;
    runHostAction(sessionId, 'close').catch((error: unknown) => {
      closeAsked.current = null; // try again on the next tick
      fail(error);
    });
    // `fail` only shows a toast
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, nowMs, answered, activeCount, sessionId]);

  if (sessionState.status === 'error') {
    return (
      <Stack gap="4" align="flex-start" data-testid="live-host-error">
        <Notice testId="live-host-session-error">
          <FormattedMessage id="live.host.sessionUnavailable" />
        </Notice>
        <Button variant="outline" onClick={onPickAnother}>
          <FormattedMessage id="live.host.backToQuizzes" />
        </Button>
      </Stack>
    );
  }
  if (userLoading || sessionState.status === 'loading' || !session) {
    if (sessionState.status === 'success' && !session) {
      return (
        <Notice testId="live-host-session-missing">
          <FormattedMessage id="live.host.sessionUnavailable" />
        </Notice>
      );
    }
    return (
      <Flex justify="center" py="16" data-testid="live-host-loading">
        <Spinner size="xl" color="brand.solid" />
      </Flex>
    );
  }

  const removePlayer = async (player: LivePlayer) => {
    try {
      await removeLivePlayer(sessionId, player.uid);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'live.host.removed' }, { name: isolate(player.nickname) }) });
    } catch (error) {
      fail(error);
    }
  };

  const changeSpeed = async (on: boolean) => {
    setBusy('speed');
    try {
      await setSpeedScoring(sessionId, on);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const roundKey = String(session.leaderboardIndex ?? session.questionIndex);
  const reveal = currentReveal(session);
  return (
    <HostStage session={session} players={active.size} nowMs={nowMs}>
    <Stack gap="5" data-testid="live-host" data-state={session.state} data-question-index={session.questionIndex}>
      <VisuallyHidden aria-live="polite">{intl.formatMessage({ id: `live.host.state.${session.state}` })}</VisuallyHidden>
      <HostBar session={session} activePlayers={active.size} busy={busy} onLock={(locked) => void act(locked ? 'lock' : 'unlock')} onAsk={setConfirm} />

      <StagePhase phaseKey={stagePhaseKey(session)}>
      {session.state === 'waiting' && (
        <HostLobby
          session={session}
          invite={invite}
          players={players}
          busy={busy}
          onStart={() => void act('start')}
          onLock={(locked) => void act(locked ? 'lock' : 'unlock')}
          onSpeedScoring={(on) => void changeSpeed(on)}
          onRemove={removePlayer}
        />
      )}

      {session.state === 'question' && session.question && (
        <HostQuestion
          question={session.question}
          questionCount={session.questionCount}
          nowMs={nowMs}
          answered={answered}
          activePlayers={active.size}
          closing={busy === 'close'}
          onClose={() => void act('close')}
        />
      )}

      {session.state === 'leaderboard' && !isScored(session) && (
        <Stack align="center" py="12" gap="3" data-testid="live-host-scoring">
          <Spinner size="xl" color="brand.solid" />
          <Text fontSize="lg">
            <FormattedMessage id="live.timeup.scoring" />
          </Text>
        </Stack>
      )}

      {session.state === 'leaderboard' && isScored(session) && (
        <Stack gap="5" data-testid="live-host-results">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              <FormattedMessage id="live.host.afterQuestion" values={{ current: session.questionIndex + 1, total: session.questionCount }} />
            </Heading>
            <Button colorPalette="brand" size="lg" onClick={() => void act('next')} loading={busy === 'next'} data-testid="live-host-next">
              {isLastQuestion(session) ? <LuTrophy aria-hidden /> : rtl ? <LuArrowLeft aria-hidden /> : <LuArrowRight aria-hidden />}
              <FormattedMessage id={isLastQuestion(session) ? 'live.host.showPodium' : 'live.host.next'} />
            </Button>
          </Flex>
          <Text color="fg.muted" data-testid="live-host-answer-summary">
            <FormattedMessage id="live.host.answeredSummary" values={{ answered: session.answeredCount, total: session.playerCount }} />
          </Text>
          {reveal && <AnswerReveal reveal={reveal} question={session.question} />}
          <RaceTrack progress={raceProgress((session.leaderboardIndex ?? session.questionIndex) + 1, session.questionCount)} entries={session.leaderboard} roundKey={roundKey} />
          <Leaderboard entries={session.leaderboard} roundKey={roundKey} />
        </Stack>
      )}

      {session.state === 'complete' && (
        <Stack gap="6" align="center" data-testid="live-host-complete">
          <Podium entries={session.podium ?? session.leaderboard} />
          {session.leaderboard.length > 0 && (
            <Leaderboard entries={session.leaderboard} roundKey="final" showDeltas={false} title={<FormattedMessage id="live.complete.standings" />} />
          )}
          <LiveReportPanel sessionId={sessionId} />
          <HStack gap="3" wrap="wrap" justify="center">
            <Button colorPalette="brand" onClick={onHostAgain} data-testid="live-host-again">
              <LuRotateCcw aria-hidden />
              <FormattedMessage id="live.host.hostAgain" />
            </Button>
            <Button variant="outline" onClick={onPickAnother} data-testid="live-host-pick-another">
              <FormattedMessage id="live.host.backToQuizzes" />
            </Button>
          </HStack>
        </Stack>
      )}
      </StagePhase>

      <ConfirmDialog
        open={confirm === 'end'}
        busy={busy === 'end'}
        onClose={() => setConfirm(null)}
        onConfirm={() => void act('end').then(() => setConfirm(null))}
        title={<FormattedMessage id="live.host.endTitle" />}
        body={<FormattedMessage id="live.host.endBody" />}
        confirmLabel={<FormattedMessage id="live.host.end" />}
        cancelLabel={<FormattedMessage id="live.common.cancel" />}
        testId="live-host-end-dialog"
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        busy={busy === 'reset'}
        onClose={() => setConfirm(null)}
        onConfirm={() => void act('reset').then(() => setConfirm(null))}
        title={<FormattedMessage id="live.host.resetTitle" />}
        body={<FormattedMessage id="live.host.resetBody" />}
        confirmLabel={<FormattedMessage id="live.host.reset" />}
        cancelLabel={<FormattedMessage id="live.common.cancel" />}
        testId="live-host-reset-dialog"
      />
    </Stack>
    </HostStage>
  );
}

function HostBar({
  session,
  activePlayers,
  busy,
  onLock,
  onAsk,
}: {
  session: LiveSession;
  activePlayers: number;
  busy: Busy;
  onLock: (locked: boolean) => void;
  onAsk: (what: 'end' | 'reset') => void;
}) {
  const playing = session.state !== 'complete';
  return (
    <Flex align="center" gap="3" wrap="wrap" bg="bg.panel" rounded="xl" px="4" py="3" shadow="sm" data-testid="live-host-bar">
      <Stack gap="0" flex="1" minW="40">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="live.host.title" />
        </Text>
        <Heading as="p" size="md" truncate data-testid="live-host-title">
          <bdi>{session.quizTitle}</bdi>
        </Heading>
      </Stack>
      {playing && (
        <Badge size="lg" variant="outline" colorPalette="brand" dir="ltr" data-testid="live-host-code-badge">
          {session.code}
        </Badge>
      )}
      <Badge size="lg" variant="subtle" data-testid="live-host-player-count" data-count={activePlayers}>
        <FormattedMessage id="live.host.players" values={{ count: activePlayers }} />
      </Badge>
      {playing && session.state !== 'waiting' && (
        <Switch.Root checked={session.locked} onCheckedChange={(details) => onLock(details.checked)} disabled={busy !== null} colorPalette="red" size="sm" data-testid="live-host-lock-bar">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <FormattedMessage id="live.host.lock" />
          </Switch.Label>
        </Switch.Root>
      )}
      {playing && (
        <HStack gap="2">
          {session.state !== 'waiting' && (
            <Button size="sm" variant="ghost" onClick={() => onAsk('reset')} disabled={busy !== null} data-testid="live-host-reset">
              <LuFlagTriangleRight aria-hidden />
              <FormattedMessage id="live.host.reset" />
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAsk('end')} disabled={busy !== null} data-testid="live-host-end">
            <LuSquare aria-hidden />
            <FormattedMessage id="live.host.end" />
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
