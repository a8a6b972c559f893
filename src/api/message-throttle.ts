/**
 * One message per window (spec §8: messages throttled to one per 3000 ms), so a burst of failing
 * calls shows one toast rather than a stack of them.
 */
export function createThrottle(windowMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  return function allow(): boolean {
    const t = now();
    if (t - last < windowMs) return false;
    last = t;
    return true;
  };
}
