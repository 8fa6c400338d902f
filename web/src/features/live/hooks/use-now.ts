// The clock, ticking while a timer is on screen (the countdown and the host's auto-close).
import { useEffect, useState } from 'react';

export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, intervalMs);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [active, intervalMs]);
  return now;
}
