// The live join screen, public (spec 000: no login): /guest/quiz/play, /live and the QR target
// /live?code=123456. A game joined on this device resumes on reload with the same (anonymous)
// user, nickname and score. The join form needs neither the Firebase SDK nor the game's screens:
// they load once there is a game to play (remembered-game-play.tsx), so a phone on a slow
// school network shows the form sooner.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { PageLoader } from '@/components/ui/page-loader';
import { isolate } from '@/lib/bidi';
import { registerUserDataKey } from '@/lib/session/token-storage';
import type { JoinedGame } from '../api/join-live-session';
import { JoinForm } from '../components/join-form';
import { LiveShell } from '../components/live-shell';
import { codeFromQuery } from '../lib/live-code';
import {
  REMEMBERED_GAME_KEY, forgetGame, readRememberedGame, rememberGame, takeWelcomeBack, type RememberedGame,
} from '../lib/remembered-game';

const RememberedGamePlay = lazy(() => import('../components/remembered-game-play'));

// Logging out on this device forgets the game too.
registerUserDataKey(REMEMBERED_GAME_KEY);

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const loadGame = () => readRememberedGame(deviceStorage(), Date.now());

export default function LivePlayRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const requestedCode = codeFromQuery(params.get('code'));
  const [game, setGame] = useState<RememberedGame | null>(loadGame);

  const welcomeBack = (nickname: string) =>
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'live.join.rejoined' }, { name: isolate(nickname) }) });

  // A rejoin on the light join page (features/live/light-join), which started the app afterwards.
  useEffect(() => {
    const nickname = takeWelcomeBack(tabStorage());
    if (nickname) welcomeBack(nickname);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the app starts here
  }, []);

  const joined = (answer: JoinedGame, nickname: string, code: string) => {
    const next: RememberedGame = { sessionId: answer.sessionId, uid: answer.uid, code, nickname, savedAt: Date.now() };
    rememberGame(deviceStorage(), next);
    setGame(next);
    if (answer.rejoined) welcomeBack(nickname);
  };

  const joinForm = (
    <JoinForm
      key={requestedCode}
      initialCode={requestedCode || (game?.code ?? '')}
      initialNickname={game?.nickname ?? ''}
      onJoined={joined}
    />
  );
  if (!game) return <LiveShell>{joinForm}</LiveShell>;
  return (
    <Suspense fallback={<LiveShell><PageLoader fullPage={false} /></LiveShell>}>
      <RememberedGamePlay
        game={game}
        requestedCode={requestedCode}
        joinForm={joinForm}
        onLeave={() => {
          forgetGame(deviceStorage());
          setGame(null);
        }}
      />
    </Suspense>
  );
}
