// The host's screen as a projector stage: a full-screen switch (Fullscreen API, else the stage
// fills the browser window), the sound switch (remembered; sound starts on the host's first
// click, as browsers require), the cues of the game (a blip per join, ticks in the last 5 s,
// time's up, the reveal) and an animated change between the phases.
import { Box, Button, Flex, HStack, Switch } from '@chakra-ui/react';
import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { LuMaximize, LuMinimize, LuVolume2, LuVolumeX } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useStageSound } from '../hooks/use-stage-sound';
import { secondsLeft } from '../lib/countdown';
import { isScored } from '../lib/host-close';
import type { LiveSession } from '../lib/live-docs';
import { cueFor, type StageMoment } from '../lib/stage-sound';

export function HostStage({ session, players, nowMs, children }: { session: LiveSession; players: number; nowMs: number; children: ReactNode }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  const sound = useStageSound();

  // One cue per change of what the stage shows.
  const moment: StageMoment = {
    state: session.state,
    questionIndex: session.questionIndex,
    players,
    secondsLeft: session.state === 'question' && session.question ? secondsLeft(session.question, nowMs) : 0,
    scored: isScored(session),
  };
  const previous = useRef<StageMoment | null>(null);
  const key = `${moment.state}|${moment.questionIndex}|${moment.players}|${moment.secondsLeft}|${moment.scored}`;
  useEffect(() => {
    const cue = cueFor(previous.current, moment);
    previous.current = moment;
    if (cue) sound.play(cue);
    // `moment` is summed up by `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sound.play]);

  return (
    <Box
      ref={stageRef}
      bg={fullscreen.on ? 'bg.subtle' : undefined}
      overflowY={fullscreen.on ? 'auto' : undefined}
      p={fullscreen.on ? { base: '4', md: '8' } : undefined}
      {...(fullscreen.fallback && { position: 'fixed', inset: '0', zIndex: 'modal' })}
      data-testid="live-host-stage"
      data-fullscreen={fullscreen.on ? (fullscreen.fallback ? 'fallback' : 'native') : 'off'}
    >
      <Flex justify="flex-end" mb="3">
        <HStack gap="4" bg="bg.panel" rounded="full" px="3" py="1" shadow="xs">
          {sound.supported && (
            <Switch.Root
              checked={!sound.muted}
              onCheckedChange={(details) => sound.setMuted(!details.checked)}
              colorPalette="brand"
              size="sm"
              data-testid="live-host-sound"
              data-muted={sound.muted}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label display="flex" alignItems="center" gap="1">
                {sound.muted ? <LuVolumeX aria-hidden /> : <LuVolume2 aria-hidden />}
                <FormattedMessage id="live.stage.sound" />
              </Switch.Label>
            </Switch.Root>
          )}
          <Button size="xs" variant="ghost" onClick={fullscreen.toggle} aria-pressed={fullscreen.on} data-testid="live-host-fullscreen">
            {fullscreen.on ? <LuMinimize aria-hidden /> : <LuMaximize aria-hidden />}
            <FormattedMessage id={fullscreen.on ? 'live.stage.exitFullscreen' : 'live.stage.fullscreen'} />
          </Button>
        </HStack>
      </Flex>
      {children}
    </Box>
  );
}

/** The key of what the stage shows: a new key animates the change. */
export function stagePhaseKey(session: LiveSession): string {
  if (session.state === 'question') return `question-${session.questionIndex}`;
  if (session.state === 'leaderboard') return `leaderboard-${session.questionIndex}-${isScored(session) ? 'scored' : 'scoring'}`;
  return session.state;
}

/** One phase of the stage, sliding and fading in (inline-start to end, so it mirrors in RTL). */
export function StagePhase({ phaseKey, children }: { phaseKey: string; children: ReactNode }) {
  const reduce = useReducedMotion();
  return (
    <AnimatePresence mode="wait" initial={false}>
      <motion.div
        key={phaseKey}
        initial={reduce ? { opacity: 0 } : { opacity: 0, y: 24, scale: 0.98 }}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        exit={reduce ? { opacity: 0 } : { opacity: 0, y: -16, scale: 0.98 }}
        transition={{ duration: reduce ? 0.1 : 0.3, ease: 'easeOut' }}
        data-testid="live-host-phase"
        data-phase={phaseKey}
      >
        {children}
      </motion.div>
    </AnimatePresence>
  );
}
