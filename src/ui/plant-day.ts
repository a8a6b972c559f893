import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { plantDay } from '../domain/plant-day';
import { currentPlantClock, onPlantClock } from '../live/plant-clock';

/**
 * The one source of a screen's date defaults: the plant's day (src/domain/plant-day.ts), from the
 * zone and the skew sys-daytime answered at the session load (src/live/plant-clock.ts), never the
 * browser's own day. A screen opens on `plantToday()` (its month on `plantMonth()`); an antd picker
 * holds `dayValue(day)`.
 *
 * antd's pickers ask "now" for their today cell and Today button through dayjs's default zone
 * (`dayjs().tz()` when the timezone plugin is there, @rc-component/picker's dayjs config): it is the
 * plant's, so the calendar marks the plant's today too.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(currentPlantClock().timeZone);
onPlantClock((c) => dayjs.tz.setDefault(c.timeZone));

/** The plant's day now, `YYYY-MM-DD`, corrected for this PC's clock. */
export function plantToday(nowMs = Date.now()): string {
  const c = currentPlantClock();
  return plantDay(nowMs + c.skewMs, c.timeZone);
}

/** The plant's month now, `YYYY-MM`. */
export const plantMonth = (nowMs = Date.now()) => plantToday(nowMs).slice(0, 7);

/**
 * A plant day as an antd picker holds it: that calendar day at this browser's midnight, so its
 * `format('YYYY-MM-DD')` gives the same day back whatever the browser's zone. A month (`YYYY-MM`)
 * is its first day.
 */
// dayjs reads a bare `YYYY-MM-DD` as the browser's local midnight of that date (not UTC's, as Date.parse would)
export const dayValue = (day: string): Dayjs => dayjs(day.length === 7 ? `${day}-01` : day.slice(0, 10));

/** The plant's today as a picker value. */
export const plantTodayValue = (nowMs = Date.now()): Dayjs => dayValue(plantToday(nowMs));

/** A picker's value as the wire's day (`YYYY-MM-DD`) or month (`YYYY-MM`). */
export const dayText = (d: Dayjs) => d.format('YYYY-MM-DD');
export const monthText = (d: Dayjs) => d.format('YYYY-MM');
