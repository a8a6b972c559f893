import { useEffect, useState } from 'react';

/**
 * Which of `count` pages a wall board shows now: boards cannot be scrolled, so long lists turn
 * their pages every `everyMs`.
 */
export function useRotation(count: number, everyMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (count <= 1) return undefined;
    const timer = setInterval(() => setTick((t) => t + 1), everyMs);
    return () => clearInterval(timer);
  }, [count, everyMs]);
  return count > 0 ? tick % count : 0;
}
