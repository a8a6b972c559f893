import type { Clock } from '../clock';

/** The instant of a plant-local wall time `YYYY-MM-DD HH:mm:ss` (the zone's offset found by one round trip). */
export function fromPlant(clock: Clock, local: string): Date {
  const guess = Date.parse(local.replace(' ', 'T') + 'Z');
  const shown = Date.parse(clock.format(new Date(guess)).replace(' ', 'T') + 'Z');
  return new Date(guess - (shown - guess));
}

/** Midnight of the plant's today, as an instant. */
export function startOfPlantDay(clock: Clock): Date {
  return fromPlant(clock, `${clock.today()} 00:00:00`);
}

/** Seconds since the plant's midnight. */
export function plantSecondsOfDay(clock: Clock, at: Date = clock.now()): number {
  const [h, m, s] = clock.format(at).slice(11).split(':').map(Number);
  return h * 3600 + m * 60 + s;
}
