import { requestData } from '../api/http-client';
import { DEFAULT_PLANT_ZONE } from '../domain/plant-day';

/** Times on the wire and on the boards are in the plant's time zone (server/clock.ts). */
export interface PlantClock {
  timeZone: string;
  skewMs: number;
}

export const DEFAULT_PLANT_CLOCK: PlantClock = { timeZone: DEFAULT_PLANT_ZONE, skewMs: 0 };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:mm:ss` of an instant in a time zone. */
export function formatInZone(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export const plantNow = (clock: PlantClock, nowMs = Date.now()) => formatInZone(new Date(nowMs + clock.skewMs), clock.timeZone);

let current: PlantClock = DEFAULT_PLANT_CLOCK;
let asked: Promise<PlantClock> | null = null;
const listeners = new Set<(c: PlantClock) => void>();

/** The plant clock last known: the default until sys-daytime has answered (the session load asks it). */
export const currentPlantClock = (): PlantClock => current;

/** Calls `fn` with every plant clock sys-daytime answers from now on; returns the unsubscribe. */
export function onPlantClock(fn: (c: PlantClock) => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/**
 * The plant's zone and how far this PC's clock is off (wall PCs drift), from sys-daytime: asked once
 * per session load (src/auth/session.thunks.ts asks it beside the menu, `fresh`, before any screen
 * opens on a date) and shared by every later reader (the live session, the boards' clocks), so a
 * page load asks it once. A failed call is asked again by the next reader.
 */
export function loadPlantClock(fresh = false): Promise<PlantClock> {
  if (!asked || fresh) {
    const p = requestData<{ timestamp: number; timeZone: string }>('/system/sys/sys-daytime').then((d) => {
      current = { timeZone: d.timeZone || DEFAULT_PLANT_CLOCK.timeZone, skewMs: Number.isFinite(d.timestamp) ? d.timestamp - Date.now() : 0 };
      for (const fn of listeners) fn(current);
      return current;
    });
    p.catch(() => {
      if (asked === p) asked = null;
    });
    asked = p;
  }
  return asked;
}
