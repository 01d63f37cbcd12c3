import { useCallback, useEffect, useState } from 'react';

/** Seconds left from `seconds`, ticking once a second; `restart()` starts again (resend countdown). */
export function useCountdown(seconds: number): { left: number; restart(): void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, [seconds]);
  return { left: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}

/** 00:SS as the spec shows it. */
export const formatCountdown = (left: number): string =>
  `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
