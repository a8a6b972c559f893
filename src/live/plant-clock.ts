import { requestData } from '../api/http-client';

/** Times on the wire and on the boards are in the plant's time zone (server/clock.ts). */
export interface PlantClock { timeZone: string; skewMs: number }

export const DEFAULT_PLANT_CLOCK: PlantClock = { timeZone: 'Asia/Shanghai', skewMs: 0 };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:mm:ss` of an instant in a time zone. */
export function formatInZone(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export const plantNow = (clock: PlantClock, nowMs = Date.now()) => formatInZone(new Date(nowMs + clock.skewMs), clock.timeZone);

/** The plant's zone and how far this PC's clock is off (wall PCs drift), from sys-daytime. */
export async function loadPlantClock(): Promise<PlantClock> {
  const d = await requestData<{ timestamp: number; timeZone: string }>('/system/sys/sys-daytime');
  return { timeZone: d.timeZone || DEFAULT_PLANT_CLOCK.timeZone, skewMs: Number.isFinite(d.timestamp) ? d.timestamp - Date.now() : 0 };
}
