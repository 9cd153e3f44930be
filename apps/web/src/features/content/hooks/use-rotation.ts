import { useCallback, useEffect, useState } from 'react';

/**
 * Index of a rotating set that advances every `intervalMs` unless paused; `next` and `previous`
 * wrap around.
 */
export function useRotation(count: number, intervalMs: number, isPaused: boolean) {
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [isPaused, count, intervalMs, next]);

  return { index, setIndex, next, previous };
}
