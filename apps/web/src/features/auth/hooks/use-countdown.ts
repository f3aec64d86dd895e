import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown for the send-code button (spec §4): idle, then counting and disabled, idle again at zero.
 * `start` is ignored while counting.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const counting = remaining > 0;

  const start = useCallback(
    (seconds: number) => {
      if (counting || seconds <= 0) return;
      const t = Date.now();
      setNow(t);
      setEndsAt(t + seconds * 1000);
    },
    [counting],
  );

  return { remaining, counting, start };
}
