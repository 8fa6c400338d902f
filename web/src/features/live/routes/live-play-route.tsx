// The live join screen, public (spec 000: no login): /guest/quiz/play, /live and the QR target
// /live?code=123456. A game joined on this device resumes on reload with the same (anonymous)
// user, nickname and score.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { PageLoader } from '@/components/ui/page-loader';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { registerUserDataKey } from '@/lib/session/token-storage';
import type { JoinedGame } from '../api/join-live-session';
import { JoinForm } from '../components/join-form';
import { LiveShell } from '../components/live-shell';
import { PlayerGame } from '../components/player-game';
import { codeFromQuery } from '../lib/join-form';
import {
  REMEMBERED_GAME_KEY, forgetGame, readRememberedGame, rememberGame, shouldResume, type RememberedGame,
} from '../lib/remembered-game';
import { isolate } from '@/lib/bidi';

// Logging out on this device forgets the game too.
registerUserDataKey(REMEMBERED_GAME_KEY);

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const loadGame = () => readRememberedGame(deviceStorage(), Date.now());

export default function LivePlayRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const requestedCode = codeFromQuery(params.get('code'));
  const { loading, uid } = useFirebaseUser();
  const [game, setGame] = useState<RememberedGame | null>(loadGame);

  if (loading) {
    return (
      <LiveShell>
        <PageLoader fullPage={false} />
      </LiveShell>
    );
  }

  const resumable = game && shouldResume(game, uid, requestedCode) ? game : null;
  if (resumable) {
    return (
      <LiveShell>
        <PlayerGame
          key={resumable.sessionId}
          game={resumable}
          onLeave={() => {
            forgetGame(deviceStorage());
            setGame(null);
          }}
        />
      </LiveShell>
    );
  }

  const joined = (answer: JoinedGame, nickname: string, code: string) => {
    const next: RememberedGame = { sessionId: answer.sessionId, uid: answer.uid, code, nickname, savedAt: Date.now() };
    rememberGame(deviceStorage(), next);
    setGame(next);
    if (answer.rejoined) {
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'live.join.rejoined' }, { name: isolate(nickname) }) });
    }
  };

  return (
    <LiveShell>
      <JoinForm
        key={requestedCode}
        initialCode={requestedCode || (game?.code ?? '')}
        initialNickname={game?.nickname ?? ''}
        onJoined={joined}
      />
    </LiveShell>
  );
}
