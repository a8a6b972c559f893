/**
 * The plant's day: the calendar day of the plant's time zone (PLANT_TZ, Asia/Shanghai by default),
 * the only day a date means on the wire, in the tables and on a screen. A browser elsewhere (a
 * laptop set to UTC, a head office abroad) never opens a screen on its own day: 2026-11-27T17:30Z is
 * still the 27th in UTC and New York but already the 28th at the plant, and the plant's 28th is
 * what every date default shows (docs/decisions.md, "The plant's day").
 */

/** The zone the plant runs in when the server has not said yet (server/clock.ts reads PLANT_TZ). */
export const DEFAULT_PLANT_ZONE = 'Asia/Shanghai';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The plant's calendar day of an instant, `YYYY-MM-DD`: 2026-03-31T16:30Z in Asia/Shanghai → '2026-04-01'. */
export function plantDay(at: Date | number, timeZone: string): string {
  // a formatter costs far more to build than to use: a delivery book prices hundreds of loads per answer
  let f = dayFormats.get(timeZone);
  if (!f) dayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = f.formatToParts(typeof at === 'number' ? new Date(at) : at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** `day` moved by `n` calendar days (no zone involved: a plant day is a date, not an instant). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the month of `day`. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
