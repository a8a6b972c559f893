/**
 * Times on the wire are `YYYY-MM-DD HH:mm:ss` in the plant's time zone (ARCHITECTURE §4).
 * Intl does the zone arithmetic, so no timezone database is bundled.
 */
export interface Clock {
  timeZone: string;
  now(): Date;
  format(d: Date | string | null | undefined): string;
  /** today's date in the plant, `YYYY-MM-DD` */
  today(): string;
}

/** A zone's offset is looked up once per quarter hour of UTC time (offsets and their changes fall on quarter hours). */
const SPAN_MS = 15 * 60_000;
/** quarter hours remembered per clock before starting over (about three months of distinct ones) */
const MAX_SPANS = 10_000;
/** 9999-12-31: Intl writes later years with more digits */
const LAST_MS = 253_402_300_799_000;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

export function createClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const viaIntl = (date: Date) => {
    const p = Object.fromEntries(fmt.formatToParts(date).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };
  /** the plant's wall clock minus UTC at `t` (whole seconds), through Intl */
  const offsetAt = (t: number) => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(t / 1000) * 1000;
  };
  // formatToParts on every time was a tenth of the server thread under load (docs/performance-profiles.md):
  // the offset of each quarter hour is asked once, and kept only if it is the same at both its ends
  const offsets = new Map<number, number | null>();
  const format = (d: Date | string | null | undefined) => {
    if (d === null || d === undefined) return '';
    const date = typeof d === 'string' ? new Date(d) : d;
    const t = date.getTime();
    if (!(t >= 0 && t <= LAST_MS)) return viaIntl(date);
    const span = Math.floor(t / SPAN_MS);
    let offset = offsets.get(span);
    if (offset === undefined) {
      const start = offsetAt(span * SPAN_MS);
      offset = start === offsetAt(span * SPAN_MS + SPAN_MS - 1000) ? start : null;
      if (offsets.size >= MAX_SPANS) offsets.clear();
      offsets.set(span, offset);
    }
    if (offset === null) return viaIntl(date);
    const w = new Date(t + offset);
    return (
      `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ` +
      `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`
    );
  };
  return { timeZone, now, format, today: () => format(now()).slice(0, 10) };
}
