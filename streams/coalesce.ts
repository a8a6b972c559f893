import { Observable, race, Subscription, take, timer, type OperatorFunction, type SchedulerLike } from 'rxjs';

/**
 * Holds values until the next animation frame, or at most `maxHoldMs` when frames stall (hidden
 * tab, busy wall PC: Grafana #67394), and emits them as one batch keeping only the latest value
 * per key. A value whose key is undefined is always kept (appends to a ring buffer).
 */
export function coalesceToFrames<T>(
  keyOf: (value: T) => string | undefined,
  frames: Observable<unknown>,
  maxHoldMs: number,
  scheduler: SchedulerLike,
): OperatorFunction<T, T[]> {
  return (source) =>
    new Observable<T[]>((subscriber) => {
      let pending = new Map<string, T>();
      let unkeyed = 0;
      let flusher: Subscription | null = null;

      const flush = () => {
        flusher?.unsubscribe();
        flusher = null;
        if (pending.size === 0) return;
        const batch = [...pending.values()];
        pending = new Map();
        subscriber.next(batch);
      };

      const source$ = source.subscribe({
        next: (value) => {
          const key = keyOf(value) ?? `\u0000${unkeyed++}`;
          pending.delete(key);
          pending.set(key, value);
          if (flusher) return;
          const own = new Subscription();
          flusher = own;
          own.add(
            race(frames.pipe(take(1)), timer(maxHoldMs, scheduler)).subscribe(() => {
              if (flusher === own) flush();
            }),
          );
        },
        error: (err: unknown) => {
          flush();
          subscriber.error(err);
        },
        complete: () => {
          flush();
          subscriber.complete();
        },
      });

      return () => {
        source$.unsubscribe();
        flusher?.unsubscribe();
      };
    });
}
