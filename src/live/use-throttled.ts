import { useEffect, useState } from 'react';
import { throttleTime, type Observable } from 'rxjs';

/** How often the truck list and counts follow the channel; the map itself takes every value. */
export const LIST_REFRESH_MS = 1000;

/** The latest value of a channel for React, at most once per `ms`. */
export function useThrottled<T>(source$: Observable<T>, initial: T, ms = LIST_REFRESH_MS): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const sub = source$.pipe(throttleTime(ms, undefined, { leading: true, trailing: true })).subscribe(setValue);
    return () => sub.unsubscribe();
  }, [source$, ms]);
  return value;
}
