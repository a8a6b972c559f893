import { usePlantNow } from '../widgets/use-plant-now';

/** Spec doc 1 §2: a clock ticking every second, in plant time. */
export const CLOCK_TICK_MS = 1000;

export function BoardClock() {
  const now = usePlantNow(CLOCK_TICK_MS);
  return (
    <time className="board-clock" data-testid="board-clock" dateTime={now.replace(' ', 'T')}>
      {now}
    </time>
  );
}
