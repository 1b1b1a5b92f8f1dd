import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` while `ticking`; a clock for live durations. */
export function useNow(intervalMs: number, ticking = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, ticking]);
  return now;
}
