// The number of players in the lobby, for the players' waiting screen: an aggregation every
// few seconds while waiting (docs/live.md: joining never writes the session document).
import { useEffect, useState } from 'react';
import { countLivePlayers } from '../api/count-live-players';

export function usePlayerCount(sessionId: string | null, active: boolean, fallback: number, intervalMs = 5000): number {
  const [counted, setCounted] = useState<{ sessionId: string; count: number } | null>(null);
  useEffect(() => {
    if (!sessionId || !active) return undefined;
    let stopped = false;
    const load = () => {
      countLivePlayers(sessionId).then(
        (count) => {
          if (!stopped) setCounted({ sessionId, count });
        },
        () => undefined, // the session's own player_count stays on screen
      );
    };
    load();
    const timer = window.setInterval(load, intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [sessionId, active, intervalMs]);
  return counted && counted.sessionId === sessionId ? Math.max(counted.count, 0) : fallback;
}
