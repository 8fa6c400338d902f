// A game remembered on this device (just joined, or from before a reload), with the Firebase SDK
// the game reads live: it resumes when the SDK's user is the one who joined and the link asks
// for no other game; otherwise the join form comes back.
import type { ReactNode } from 'react';
import { FirebaseScope } from '@/app/firebase-scope';
import { PageLoader } from '@/components/ui/page-loader';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { shouldResume, type RememberedGame } from '../lib/remembered-game';
import { LiveShell } from './live-shell';
import { PlayerGame } from './player-game';

interface RememberedGamePlayProps {
  game: RememberedGame;
  requestedCode: string;
  joinForm: ReactNode;
  onLeave: () => void;
}

export default function RememberedGamePlay(props: RememberedGamePlayProps) {
  return (
    <FirebaseScope>
      <ResumeOrJoin {...props} />
    </FirebaseScope>
  );
}

function ResumeOrJoin({ game, requestedCode, joinForm, onLeave }: RememberedGamePlayProps) {
  const { loading, uid } = useFirebaseUser();
  if (loading) {
    return (
      <LiveShell>
        <PageLoader fullPage={false} />
      </LiveShell>
    );
  }
  if (!shouldResume(game, uid, requestedCode)) return <LiveShell>{joinForm}</LiveShell>;
  return (
    <LiveShell>
      <PlayerGame key={game.sessionId} game={game} onLeave={onLeave} />
    </LiveShell>
  );
}
