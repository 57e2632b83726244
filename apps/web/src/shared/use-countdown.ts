import { useCallback, useEffect, useState } from 'react';
import { cooldownUntil, secondsLeft } from './countdown';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  readonly seconds: number;
  readonly start: (seconds?: number) => void;
}

/** A ticking countdown: re-renders once a second while running, stops by itself at 0. */
export function useCountdown(initialSeconds = 0): Countdown {
  const [until, setUntil] = useState<number | null>(() => (initialSeconds > 0 ? cooldownUntil(Date.now(), initialSeconds) : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) setUntil(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds?: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(cooldownUntil(t, seconds));
  }, []);

  return { seconds: secondsLeft(until, now), start };
}
