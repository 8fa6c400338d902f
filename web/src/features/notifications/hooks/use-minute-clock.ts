// The time now, refreshed every minute: enough for "5 minutes ago" to stay true while shown.
import { useEffect, useState } from 'react';

export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
