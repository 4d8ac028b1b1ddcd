import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds: `start(n)` begins it, `secondsLeft` is 0 once it is over. For "send it again"
 * buttons that wait between sends (the server limits them too; this only shows the wait instead of a refusal).
 */
export const useCooldown = (initialSeconds = 0) => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [secondsLeft, now]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);
  return { secondsLeft, start };
};
